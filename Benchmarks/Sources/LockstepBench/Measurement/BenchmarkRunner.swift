import Foundation

/// Runs workloads, alternating Lockstep and baseline repetitions so that drift on a shared machine hits both
/// sides alike, and prints progress on stderr.
enum BenchmarkRunner {
    /// Which sides of a workload run.
    enum Sides {
        case both, lockstep, baseline
    }

    /// Measures `workload` and returns its medians; a side left out (`sides`) is not run and reads 0. The inline
    /// floor, where a workload has one, runs beside the baseline when both sides run (`--baseline-only` profiles
    /// the floor the ratio is on, alone).
    static func run(_ workload: Workload, sides: Sides = .both) -> WorkloadResult {
        if let reason = workload.skipReason {
            Output.note("  \(workload.name): skipped (\(reason))")
            return WorkloadResult(workload: workload, lockstep: 0, baseline: 0)
        }
        var lockstep: [Double] = []
        var baseline: [Double] = []
        var inline: [Double] = []
        let floors = { (baseline: inout [Double], inline: inout [Double]) in
            baseline.append(workload.baseline())
            if let measureInline = workload.inline {
                inline.append(measureInline())
            }
        }
        for repetition in 0..<workload.repetitions {
            switch sides {
            case .lockstep:
                lockstep.append(workload.lockstep())
                continue
            case .baseline:
                baseline.append(workload.baseline())
                continue
            case .both:
                break
            }
            // Alternate which side goes first, so neither always runs on a warmer or colder heap.
            if repetition.isMultiple(of: 2) {
                lockstep.append(workload.lockstep())
                floors(&baseline, &inline)
            } else {
                floors(&baseline, &inline)
                lockstep.append(workload.lockstep())
            }
        }
        let result = WorkloadResult(
            workload: workload, lockstep: Median.of(lockstep), baseline: Median.of(baseline),
            inline: inline.isEmpty ? nil : Median.of(inline)
        )
        var samples = "lockstep [\(lockstep.map { Format.fixed($0, 1) }.joined(separator: ", "))] "
            + "baseline [\(baseline.map { Format.fixed($0, 1) }.joined(separator: ", "))]"
        if !inline.isEmpty {
            samples += " inline [\(inline.map { Format.fixed($0, 1) }.joined(separator: ", "))]"
        }
        Output.note("  \(workload.name): \(samples)")
        return result
    }
}
