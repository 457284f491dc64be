extension Dictionary {
    /// Inserts `insert()` under `key` when absent, otherwise runs `update` on the stored value in place: one
    /// hash lookup either way (through the dictionary's in-place accessor), as a tuned store would do it.
    ///
    /// - Returns: nil when the value was inserted, otherwise what `update` returned.
    @inline(__always)
    mutating func upsert<R>(_ key: Key, insert: () -> Value, update: (inout Value) -> R) -> R? {
        Self.upsert(&self[key], insert: insert, update: update)
    }

    /// ``upsert(_:insert:update:)`` on the entry the dictionary's in-place accessor yields.
    @inline(__always)
    private static func upsert<R>(_ entry: inout Value?, insert: () -> Value, update: (inout Value) -> R) -> R? {
        guard entry != nil else {
            entry = insert()
            return nil
        }
        return update(&entry!)
    }
}
