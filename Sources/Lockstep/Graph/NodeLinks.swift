/// The fields of a node that an entity only stored (never stamped, holding or held by a parent, subscribed to,
/// read or updated) does not use, kept out of the node so that such a node stays small: there is one node per stored
/// entity. A node makes its links on its first need of one (``NodeBase/madeLinks``) and keeps them until it dies,
/// except that its first read replaces them with its `NodeObservation`, the only subclass, which takes over what
/// they hold: one allocation on a node's first read, and 32 bytes, fewer than links pointing to an observation of
/// its own. With a two-word value, a node without links is 56 bytes (a 64-byte malloc chunk, against 96 with these
/// fields inline); its links are one more chunk.
///
/// Every field is guarded by the owning store's lock, like the node's, and is internal, as the node's are (see
/// ``NodeBase``).
@usableFromInline
class NodeLinks {
    /// The slots holding the node, one link each; nil while there are none (see ``NodeBase/parents``).
    final var parents: ContiguousArray<ParentLink>?

    /// The position of each slot's link in `parents`, by the slot's identity; empty while the links are few
    /// enough to search.
    final var parentPositions: [ObjectIdentifier: Int] = [:]

    /// Where the node's children sit inside its value (see `EntityNode.children`).
    final var children: ContiguousArray<Slot> = []

    /// The node's active subscriptions (see ``NodeBase/observers``). Never changed in place (see `takeAll()`), so
    /// that reading them for each changed node costs no exclusivity check.
    final var observers: ContiguousArray<any RegisteredObserver> = []

    /// The node's version (see ``NodeBase/version``): counted from the moment the links exist.
    final var version: UInt32 = 0

    /// The stamp of the node's last accepted stamped write (see ``NodeBase/stamp``).
    final var stamp: Stamp

    /// Links holding nothing yet, for a node not stamped (NaN) or stamped `stamp`.
    @usableFromInline
    init(stamp: Stamp = .nan) {
        self.stamp = stamp
    }

    /// Takes over what `other`, the links these replace, holds. Call with the store's lock held.
    final func take(from other: NodeLinks) {
        parents = other.parents
        parentPositions = other.parentPositions
        children = other.children
        observers = other.observers
        version = other.version
        stamp = other.stamp
    }
}
