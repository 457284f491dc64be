/// What a write hands back to be run or released once the store's lock is released: logger reports (user code),
/// replaced slots (dropping them may release nodes) and replaced values (dropping them may run a `deinit`).
struct WriteLeftovers {
    var reports: [(Logger) -> Void] = []
    var slots: ContiguousArray<Slot> = []
    /// Replaced values, in the order they were replaced.
    var values: [Any] = []
    var savedValues: [ObjectIdentifier: () -> Bool] = [:]
    /// Whether the write reached deep data (see `WriteOperation.isDeep`).
    var isDeep = false

    /// Releases everything, in an order that never frees deep data recursively: values from the last replaced
    /// (the outermost levels of nested data) to the first, each level still holding the storage the next one
    /// shares, then slots. After a deep write, on a thread with a big stack.
    consuming func release() {
        if isDeep {
            // Moved, not copied: this thread must not be the one that frees the values.
            DeepRelease.release(consume self)
            return
        }
        while values.popLast() != nil {}
        slots = []
    }
}
