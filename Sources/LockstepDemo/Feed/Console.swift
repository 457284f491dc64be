/// Prints the demo's lines with a label column, so the feed, the store, the disk and every screen line up.
enum Console {
    /// Prints `text` after `label` (say `[feed]`), each line of a multi-line text under the first one.
    static func print(_ label: String, _ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let column = index == 0 ? label : ""
            Swift.print(column.padding(toLength: 12, withPad: " ", startingAt: 0) + line)
        }
    }
}
