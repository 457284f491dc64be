/// Accumulates results of measured work so that the optimizer cannot remove it; printed at the end of a run.
enum Checksum {
    // Invariant: only the benchmark's main thread, which runs every workload one after the other, touches it.
    nonisolated(unsafe) private static var total = 0

    /// Adds `value` to the running total.
    @inline(never)
    static func add(_ value: Int) {
        total &+= value
    }

    /// The running total.
    static var value: Int { total }
}
