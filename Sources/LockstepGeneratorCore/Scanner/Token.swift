/// One lexical token: a byte range of the source plus what the parser needs to know about it.
///
/// Stored in 32-bit fields (20 bytes instead of 40): a 10 MB corpus has millions of tokens, and their
/// memory traffic, not the scanning logic, dominated the run time. Inputs are far below 2 GB.
struct Token: Sendable {
    /// Lexical class.
    var kind: TokenKind
    /// The keyword this identifier spells (`.notKeyword` for other identifiers and other kinds). For
    /// directives it holds which directive.
    var keyword: Keyword
    /// Whether no other token precedes this one on its line; Swift ends statements at newlines.
    var startsLine: Bool
    private var storedStart: Int32
    private var storedEnd: Int32
    private var storedLine: Int32
    private var storedColumn: Int32

    init(kind: TokenKind, keyword: Keyword, startsLine: Bool, start: Int, end: Int, line: Int, column: Int) {
        self.kind = kind
        self.keyword = keyword
        self.startsLine = startsLine
        storedStart = Int32(truncatingIfNeeded: start)
        storedEnd = Int32(truncatingIfNeeded: end)
        storedLine = Int32(truncatingIfNeeded: line)
        storedColumn = Int32(truncatingIfNeeded: column)
    }

    /// First byte offset.
    var start: Int { Int(storedStart) }
    /// Offset one past the last byte.
    var end: Int { Int(storedEnd) }
    /// 1-based line of the first byte.
    var line: Int { Int(storedLine) }
    /// 1-based byte column of the first byte.
    var column: Int { Int(storedColumn) }
}
