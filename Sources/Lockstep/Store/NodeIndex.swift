/// The entries of one ``EntityTable``: the registry position of each listed node, by id (see ``NodeRegistry``,
/// which holds the nodes).
///
/// An entry outlives its node's holders: a dead node stays listed until a lookup of its id meets it or a sweep
/// drops it (`StoreState.isOrphan(at:)`, `StoreState.sweep()`).
@usableFromInline
struct NodeIndex<T: Identifiable> {
    /// The registry positions, by id. Every position holds an `EntityNode<T>`. `Int32`, so that an entry is four
    /// bytes smaller: a store lists far fewer than 2^31 nodes (and `Int32(_:)` traps rather than wraps past that).
    @usableFromInline var positions: [T.ID: Int32] = [:]

    /// Number of entries, dead nodes' included.
    @usableFromInline var count: Int { positions.count }

    /// Whether `node` is the one listed for its id. `node` is alive (the caller holds it), so its id can be read.
    @inlinable
    func lists(_ node: EntityNode<T>) -> Bool {
        node.registryIndex >= 0 && positions[node.value.id].map(Int.init) == node.registryIndex
    }

    /// Takes out the entry of `id` and reports its node released to `changes`. O(1) expected.
    @inlinable
    mutating func remove(_ id: T.ID, reportingTo changes: ChangeHub) {
        guard positions.removeValue(forKey: id) != nil else { return }
        changes.record(.released(ChangeEntity(T.self, id: id, stamp: nil)))
    }
}
