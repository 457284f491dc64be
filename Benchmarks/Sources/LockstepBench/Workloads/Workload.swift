/// One named benchmark: a measurement of the same work against Lockstep and against ``DictionaryStore``.
struct Workload {
    /// What a measurement returns.
    enum Unit {
        /// Nanoseconds per operation.
        case nanoseconds
        /// Bytes per stored entity.
        case bytes
    }

    /// The name printed in the `workload=` line, and accepted on the command line.
    let name: String
    /// The size printed in the `n=` line (operations, aggregates, parents, depth or entities).
    let size: Int
    /// The largest acceptable Lockstep/baseline ratio.
    let target: Double
    /// How many times each side is measured; the median is reported.
    let repetitions: Int
    /// What the measurements return.
    let unit: Unit
    /// One measurement of Lockstep: ns per operation, or bytes per entity.
    let lockstep: () -> Double
    /// One measurement of the baseline, in the same unit: for a workload that notifies, the queued floor, which
    /// delivers under Lockstep's contract.
    let baseline: () -> Double
    /// For a workload that notifies, one measurement of the inline floor (observers called during the write),
    /// printed beside the ratio for reference; nil otherwise.
    var inline: (() -> Double)? = nil
    /// Why the workload cannot run against this runtime yet (it needs an API that has not landed); nil when
    /// it runs.
    var skipReason: String? = nil

    /// A workload that is listed but not measured, for `reason`.
    static func skipped(_ name: String, size: Int, target: Double, reason: String) -> Workload {
        Workload(
            name: name, size: size, target: target, repetitions: 0, unit: .nanoseconds,
            lockstep: { 0 }, baseline: { 0 }, skipReason: reason
        )
    }
}
