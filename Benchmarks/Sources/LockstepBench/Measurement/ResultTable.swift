/// The report for people: an aligned table of the results (the `workload=` lines for scripts are
/// ``WorkloadResult/line``, written on their own).
enum ResultTable {
    /// The table for `results`, measured with Lockstep hosted as `host` says. `baseline` is the floor the
    /// ratio is on (queued, for a workload that notifies); `inline` and `vs inline` show the inline floor beside
    /// it, for reference.
    static func render(_ results: [WorkloadResult], host: Host) -> String {
        var rows = [["workload", "n", "lockstep", "baseline", "ratio", "target", "", "inline", "vs inline"]]
        for result in results {
            let workload = result.workload
            if let reason = workload.skipReason {
                rows.append([
                    workload.name, String(workload.size), "—", "—", "—", Format.target(workload.target),
                    "skipped: \(reason)", "", "",
                ])
                continue
            }
            let unit = workload.unit == .bytes ? " B/entity" : " ns/op"
            rows.append([
                workload.name,
                String(workload.size),
                Format.fixed(result.lockstep, 1) + unit,
                Format.fixed(result.baseline, 1) + unit,
                Format.fixed(result.ratio, 2),
                Format.target(workload.target),
                result.meetsTarget ? "ok" : "MISSED",
                result.inline.map { Format.fixed($0, 1) + unit } ?? "",
                result.inlineRatio.map { Format.fixed($0, 2) } ?? "",
            ])
        }
        var lines = ["lockstep: \(host.summary)", ""]
        lines += Format.table(rows, leftAligned: [0, 6])
        return lines.joined(separator: "\n")
    }
}
