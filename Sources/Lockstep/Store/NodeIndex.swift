/// The entries of one ``EntityTable``: each listed node, by id, held strongly.
///
/// The entry is the store's only reference to an entity's node (slots and parent links are `unowned`), so the node
/// is held by something outside the store exactly when its entry is not uniquely referenced (see
/// `StoreState+Liveness.swift`). A dead node stays listed until a lookup of its id meets it or a sweep drops it.
@usableFromInline
struct NodeIndex<T: Identifiable> {
    /// The nodes, by id.
    @usableFromInline var entries: [T.ID: EntityNode<T>] = [:]

    /// Number of entries, dead nodes' included.
    @usableFromInline var count: Int { entries.count }

    /// Whether something outside the store holds the node listed for `id`; nil when none is. Exact only while the
    /// caller holds no reference to that node. O(1) expected.
    @inlinable
    mutating func isHeld(_ id: T.ID) -> Bool? {
        guard let index = entries.index(forKey: id) else { return nil }
        return !isKnownUniquelyReferenced(&entries.values[index])
    }

    /// Whether `node` is the one listed for its id. `node` is alive (the caller holds it), so its id can be read.
    @inlinable
    func lists(_ node: EntityNode<T>) -> Bool {
        entries[node.value.id] === node
    }

    /// Takes out the entry of `id` and returns its node; reports it released to `changes` when given. O(1)
    /// expected.
    @inlinable
    mutating func remove(_ id: T.ID, reportingTo changes: ChangeHub? = nil) -> EntityNode<T>? {
        guard let node = entries.removeValue(forKey: id) else { return nil }
        changes?.record(.released(ChangeEntity(T.self, id: id, stamp: nil)))
        return node
    }
}
