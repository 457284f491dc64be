import Foundation

/// Number and column formatting for the result tables.
enum Format {
    /// `value` with exactly `decimals` decimals.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }

    /// A ratio target as written in the docs: `≤ 1.3`, `≤ 3` (only the decimals it has).
    static func target(_ value: Double) -> String {
        "≤ " + String(format: "%g", value)
    }

    /// `text` padded with spaces on the left to `width`.
    static func right(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// `text` padded with spaces on the right to `width`.
    static func left(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// `rows` as aligned columns under a dashed rule; `leftAligned` columns are padded on the right.
    static func table(_ rows: [[String]], leftAligned: Set<Int>) -> [String] {
        guard let header = rows.first else { return [] }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines: [String] = []
        for (number, row) in rows.enumerated() {
            let cells = row.indices.map { column in
                leftAligned.contains(column) ? left(row[column], widths[column]) : right(row[column], widths[column])
            }
            // Trailing spaces of the last column are dropped.
            lines.append(String(cells.joined(separator: "  ").reversed().drop { $0 == " " }.reversed()))
            if number == 0 {
                lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
            }
        }
        return lines
    }
}
