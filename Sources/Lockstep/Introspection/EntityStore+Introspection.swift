// Introspection: what the store holds now, as a value (`snapshot()`) or as a Graphviz graph (`graph()`).
extension EntityStore {
    /// What the store holds now: every live entity (type, id, stamp, subscriptions, what holds it) and every alias
    /// (what it holds), as a value detached from the store. `print(store.snapshot())` prints it sorted by type name
    /// then id, the same text for the same store.
    ///
    /// The store is locked while it is read, then ids are described after the lock is released (a `description`
    /// is user code), so the snapshot is consistent: one moment between two writes. Meant for debugging; it does
    /// not keep anything alive.
    ///
    /// - Complexity: O(n log n), n the number of entities, aliases and links between them.
    public func snapshot() -> StoreSnapshot {
        let capture = lock.lookUp { StoreCapture($0, values: false) }
        return capture.snapshot()
    }
}
