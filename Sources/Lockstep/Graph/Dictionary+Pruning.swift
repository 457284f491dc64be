extension Dictionary {
    /// Removes the entries whose value is no longer live, but only when the dictionary is full (about to
    /// grow). Scanning costs O(count); the next scan waits until the dictionary is full again, which takes at
    /// least as many insertions as live entries were kept or room was made, so pruning is O(1) amortized per
    /// insertion and the dictionary stays proportional to its live entries.
    @inlinable
    mutating func pruneBeforeGrowing(keeping isLive: (Value) -> Bool) {
        guard count >= capacity, count > 0 else { return }
        var dead: [Key] = []
        for (key, value) in self where !isLive(value) {
            dead.append(key)
        }
        for key in dead {
            removeValue(forKey: key)
        }
        // Too little room made: grow now, so the next scan is a doubling away.
        if count > capacity / 2 {
            reserveCapacity(capacity * 2)
        }
    }
}
