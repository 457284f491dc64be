import Foundation

/// `lockstep-bench scale`: Lockstep at the sizes apps reach (1,000,000 entities, 100,000 observers, an aggregate
/// of 100,000 children, a chain 10,000 deep, 100 live lists over 100,000 posts), each case at n/10 and at n in
/// fresh child processes, with the time per operation, the peak resident memory, and whether both grow linearly.
enum ScaleMode {
    /// The hidden command-line flag of a child: `--scale-child <case> <n> <host>`.
    static let childFlag = "--scale-child"

    /// The largest acceptable growth of a per-element cost when n grows tenfold: a quadratic cost would grow
    /// 10×, an n log n one 1.2×; the rest is caches, which hold less of a larger heap.
    static let linearGrowth = 2.0

    /// Child processes per case and size; each metric is their median, so that one slow run on a busy machine
    /// does not read as a growth.
    static let runs = 3

    /// Runs every case at both sizes: writes each metric's `scale=` line on standard output as soon as its case is
    /// measured, and the table on standard error at the end (``Output``).
    static func run(quick: Bool, host: Host) {
        var rows = [["metric", "n", "ns/op", "op", "ns/op at n/10", "growth", "peak MB", "B/element", "growth", "linear"]]
        for scaleCase in ScaleCase.allCases {
            let large = scaleCase.fullSize / (quick ? 10 : 1)
            let small = large / 10
            Output.note("  scale \(scaleCase.rawValue): n=\(small), n=\(large)")
            let times = quick ? 1 : runs
            guard let atSmall = measure(scaleCase, small, host, times), let atLarge = measure(scaleCase, large, host, times) else {
                rows.append(["\(scaleCase.rawValue)", String(large), "failed", "", "", "", "", "", "", ""])
                continue
            }
            let memoryGrowth = bytesPerElement(atLarge, large) / max(bytesPerElement(atSmall, small), 1)
            for metric in scaleCase.metrics {
                let name = "\(scaleCase.rawValue).\(metric.key)"
                let largeCost = atLarge["\(metric.key)_ns"] ?? 0
                let smallCost = atSmall["\(metric.key)_ns"] ?? 0
                let growth = largeCost / max(smallCost, 0.001)
                let exact = atSmall["exact"] == 1 && atLarge["exact"] == 1
                let linear = growth <= linearGrowth && memoryGrowth <= linearGrowth && exact
                let peak = atLarge["peak_bytes"] ?? 0
                rows.append([
                    name, String(large), Format.fixed(largeCost, 1), metric.operation, Format.fixed(smallCost, 1),
                    Format.fixed(growth, 2), Format.fixed(peak / 1_048_576, 1), Format.fixed(bytesPerElement(atLarge, large), 0),
                    Format.fixed(memoryGrowth, 2), linear ? "yes" : (exact ? "NO" : "NO (wrong deliveries)"),
                ])
                Output.line(
                    "scale=\(name) n=\(large) ns_per_op=\(Format.fixed(largeCost, 1)) small_ns_per_op=\(Format.fixed(smallCost, 1)) "
                        + "growth=\(Format.fixed(growth, 2)) peak_bytes=\(Int(peak)) "
                        + "bytes_per_element=\(Format.fixed(bytesPerElement(atLarge, large), 1)) linear=\(linear ? "yes" : "no")"
                )
            }
        }
        let header = [
            "lockstep: \(host.summary)",
            "B/element: peak once stored and observed, beyond the input; peak MB: the whole case, bursts included",
            "each case runs in \(quick ? 1 : runs) child processes at n/10 and at n (medians); growth = per-element cost at n / at n/10 (linear: ≤ \(Format.fixed(linearGrowth, 1)))",
            "",
        ]
        Output.note((header + Format.table(rows, leftAligned: [0, 3, 9])).joined(separator: "\n"))
    }

    /// Entry point of a child process.
    static func runChild(arguments: [String]) -> Int32 {
        guard arguments.count == 3, let scaleCase = ScaleCase(rawValue: arguments[0]), let size = Int(arguments[1]),
              let host = Host(rawValue: arguments[2]) else {
            Output.note("usage: lockstep-bench \(childFlag) <case> <n> <host>")
            return 2
        }
        ChildProcess.report(scaleCase.run(size: size, host: host))
        return 0
    }

    /// Each value's median over `times` child processes running `scaleCase` at `size`; nil if one failed.
    private static func measure(_ scaleCase: ScaleCase, _ size: Int, _ host: Host, _ times: Int) -> [String: Double]? {
        var runs: [[String: Double]] = []
        for _ in 0..<times {
            guard let values = ChildProcess.run([childFlag, scaleCase.rawValue, String(size), host.rawValue]) else { return nil }
            runs.append(values)
        }
        return runs[0].keys.reduce(into: [:]) { medians, key in
            medians[key] = key == "exact" ? runs.map { $0[key] ?? 0 }.min() : Median.of(runs.map { $0[key] ?? 0 })
        }
    }

    /// The peak resident bytes once everything was stored and observed, beyond what the process held once its
    /// input was built, per element.
    private static func bytesPerElement(_ values: [String: Double], _ size: Int) -> Double {
        ((values["stored_peak_bytes"] ?? 0) - (values["base_bytes"] ?? 0)) / Double(size)
    }
}
