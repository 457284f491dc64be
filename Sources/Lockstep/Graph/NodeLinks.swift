/// The fields of a node that an entity only stored (never stamped, held by a parent, subscribed to, read or
/// updated) does not use, kept out of the node so that such a node stays small: there is one node per stored
/// entity. A node makes its links on its first need of one (``NodeBase/madeLinks``) and keeps them until it dies.
/// With a two-word value, a node without links is 56 bytes (a 64-byte malloc chunk, against 96 with these fields
/// inline); its links are one more 64-byte chunk. A node's slots stay in the node (`EntityNode.children`): they
/// must be freed after its value, and Swift frees a subclass's stored properties last.
///
/// Every field is guarded by the owning store's lock, like the node's (hence no runtime exclusivity checks).
@usableFromInline
final class NodeLinks {
    /// The nodes holding this one, with the slots to write this node's value into; nil while there are none.
    @usableFromInline @exclusivity(unchecked) var parents: ParentLinkHead?

    /// The node's active subscriptions (see ``NodeBase/observers``).
    @usableFromInline @exclusivity(unchecked) var observers: ContiguousArray<AnyObserverRegistration> = []

    /// The node's `NodeObservation` (see ``NodeBase/observation``).
    @usableFromInline @exclusivity(unchecked) var observation: AnyObject?

    /// The node's holders, up to `UInt16.max` (see ``NodeBase/holders``).
    @usableFromInline @exclusivity(unchecked) var holders: UInt16 = 0

    /// The node's version (see ``NodeBase/version``): counted from the moment the links exist.
    @usableFromInline @exclusivity(unchecked) var version: UInt32 = 0

    /// The stamp of the node's last accepted stamped write (see ``NodeBase/stamp``).
    @usableFromInline @exclusivity(unchecked) var stamp: Stamp

    /// Links holding nothing yet, for a node not stamped (NaN) or stamped `stamp`.
    @inlinable
    init(stamp: Stamp = .nan) {
        self.stamp = stamp
    }
}
