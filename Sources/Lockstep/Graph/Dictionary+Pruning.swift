extension Dictionary {
    /// Drops the entries whose value is no longer live, but only when the dictionary is about to grow, then
    /// leaves room for as many live entries again. Pruning costs O(count) once per doubling: O(1) amortized
    /// per insertion, and the dictionary stays proportional to its live entries.
    @inlinable
    mutating func pruneBeforeGrowing(keeping isLive: (Value) -> Bool) {
        guard count >= capacity else { return }
        self = filter { isLive($0.value) }
        reserveCapacity(Swift.max(count * 2, 8))
    }
}
