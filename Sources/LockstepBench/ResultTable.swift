/// Prints results: an aligned table for people, then one `workload=` line per workload for scripts.
enum ResultTable {
    /// The whole report for `results`.
    static func render(_ results: [WorkloadResult]) -> String {
        let header = ["workload", "n", "lockstep", "baseline", "ratio", "target", ""]
        var rows = [header]
        for result in results {
            let unit = result.workload.unit == .bytes ? " B/entity" : " ns/op"
            rows.append([
                result.workload.name,
                String(result.workload.size),
                Format.fixed(result.lockstep, 1) + unit,
                Format.fixed(result.baseline, 1) + unit,
                Format.fixed(result.ratio, 2),
                "≤ " + Format.fixed(result.workload.target, 0),
                result.meetsTarget ? "ok" : "MISSED",
            ])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines: [String] = []
        for (number, row) in rows.enumerated() {
            let cells = row.indices.map { column in
                column == 0 || column == row.count - 1
                    ? Format.left(row[column], widths[column])
                    : Format.right(row[column], widths[column])
            }
            lines.append(cells.joined(separator: "  "))
            if number == 0 {
                lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
            }
        }
        lines.append("")
        lines.append(contentsOf: results.map(\.line))
        return lines.joined(separator: "\n")
    }
}
