/// The medians measured for one workload.
struct WorkloadResult {
    let workload: Workload
    /// Median of the Lockstep measurements.
    let lockstep: Double
    /// Median of the baseline measurements.
    let baseline: Double
    /// Median of the inline floor's measurements, for a workload that has one.
    var inline: Double? = nil

    /// Lockstep divided by the floor.
    var ratio: Double { Self.ratio(lockstep, baseline) }

    /// Lockstep divided by the inline floor, for a workload that has one.
    var inlineRatio: Double? { inline.map { Self.ratio(lockstep, $0) } }

    /// `lockstep / floor`, infinite for a floor of zero.
    private static func ratio(_ lockstep: Double, _ floor: Double) -> Double {
        floor > 0 ? lockstep / floor : .infinity
    }

    /// Whether the ratio is within the workload's target.
    var meetsTarget: Bool { ratio <= workload.target }

    /// The machine-readable line:
    /// `workload=<name> n=<size> lockstep_ns=<median> baseline_ns=<median> ratio=<lockstep/baseline>`, with
    /// `lockstep_bytes=` and `baseline_bytes=` for memory, and `inline_ns=<median> inline_ratio=<r>` before
    /// `ratio=` for a workload with an inline floor; nil for a skipped workload.
    var line: String? {
        guard workload.skipReason == nil else { return nil }
        let value = workload.unit == .bytes ? "bytes" : "ns"
        var line = "workload=\(workload.name) n=\(workload.size) "
            + "lockstep_\(value)=\(Format.fixed(lockstep, 1)) baseline_\(value)=\(Format.fixed(baseline, 1)) "
        if let inline, let inlineRatio {
            line += "inline_\(value)=\(Format.fixed(inline, 1)) inline_ratio=\(Format.fixed(inlineRatio, 2)) "
        }
        return line + "ratio=\(Format.fixed(ratio, 2))"
    }
}
