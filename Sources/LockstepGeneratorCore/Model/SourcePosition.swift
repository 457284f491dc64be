/// A 1-based line and byte column in one input file.
public struct SourcePosition: Sendable, Equatable {
    /// 1-based line.
    public var line: Int
    /// 1-based UTF-8 byte column.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
