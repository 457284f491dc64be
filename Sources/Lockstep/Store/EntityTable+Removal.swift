// Removal (`EntityStore.remove`): removed ids leave the table, stamped removals leave a tombstone.
extension EntityTable {
    /// At most this many tombstones per type (or one per live entry, if more): past it, the oldest removals
    /// are forgotten, and a write of such an id with an old stamp would store it again.
    static var tombstoneLimit: Int { 10_000 }

    /// Takes the removed `node` out of the table and leaves a tombstone when the removal is stamped; returns the
    /// logger's report of it when `reporting` (built only then: a closure costs an allocation).
    func forgetRemoved(_ node: EntityNode<T>, stamp: Stamp?, reporting: Bool) -> ((Logger) -> Void)? {
        let id = node.value.id
        if index.lists(node) {
            removeEntry(for: id)
        }
        if let stamp {
            rememberRemoval(of: id, at: stamp)
        }
        return reporting ? { $0.didRemove(T.self, id: id) } : nil
    }

    /// Records that `id` was removed at `stamp`. When the tombstones pass their limit, the half with the
    /// oldest stamps is forgotten: a sort of the `limit` tombstones once every `limit / 2` removals, so
    /// O(log limit) amortized per removal.
    func rememberRemoval(of id: T.ID, at stamp: Stamp) {
        tombstones[id] = max(tombstones[id] ?? stamp, stamp)
        let limit = max(Self.tombstoneLimit, index.count)
        guard tombstones.count > limit else { return }
        let kept = tombstones.sorted { $0.value > $1.value }.prefix(limit / 2)
        tombstones = Dictionary(uniqueKeysWithValues: kept.map { ($0.key, $0.value) })
    }

    /// The stamp `id` was removed at, if a later write stamped at or before it must be rejected.
    @inlinable
    func removalStamp(of id: T.ID) -> Stamp? {
        tombstones.isEmpty ? nil : tombstones[id]
    }
}
