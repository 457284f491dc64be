/// The medians measured for one workload.
struct WorkloadResult {
    let workload: Workload
    /// Median of the Lockstep measurements.
    let lockstep: Double
    /// Median of the baseline measurements.
    let baseline: Double

    /// Lockstep divided by the floor.
    var ratio: Double { baseline > 0 ? lockstep / baseline : .infinity }

    /// Whether the ratio is within the workload's target.
    var meetsTarget: Bool { ratio <= workload.target }

    /// The machine-readable line:
    /// `workload=<name> n=<size> lockstep_ns=<median> baseline_ns=<median> ratio=<lockstep/baseline>`, with
    /// `lockstep_bytes=` and `baseline_bytes=` for memory; nil for a skipped workload.
    var line: String? {
        guard workload.skipReason == nil else { return nil }
        let value = workload.unit == .bytes ? "bytes" : "ns"
        return "workload=\(workload.name) n=\(workload.size) "
            + "lockstep_\(value)=\(Format.fixed(lockstep, 1)) baseline_\(value)=\(Format.fixed(baseline, 1)) "
            + "ratio=\(Format.fixed(ratio, 2))"
    }
}
