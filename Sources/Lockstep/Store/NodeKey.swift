/// Where the store holds a node, which is how liveness names it (see `StoreState+Liveness.swift`): a key holds no
/// reference to the node, so checking whether the store's reference is the only one stays exact.
@usableFromInline
enum NodeKey: Hashable {
    /// An entity, listed in the table of its type (`ObjectIdentifier` of the type) under its id.
    case entity(type: ObjectIdentifier, id: AnyHashable)
    /// The node behind a read collection observer, in `StoreState.collectionNodes`.
    case collection(ObjectIdentifier)
    /// A node the store lists nowhere: an alias's node (its `Alias` holds it), which holds its children while it is
    /// set. Alive as long as it links anything.
    case root
}
