/// One lexical token: a byte range of the source plus what the parser needs to know about it.
struct Token: Sendable {
    /// Lexical class.
    var kind: TokenKind
    /// The keyword this identifier spells (`.none` for other identifiers and other kinds). For
    /// directives it holds which directive.
    var keyword: Keyword
    /// Whether no other token precedes this one on its line; Swift ends statements at newlines.
    var startsLine: Bool
    /// First byte offset.
    var start: Int
    /// Offset one past the last byte.
    var end: Int
    /// 1-based line of the first byte.
    var line: Int
    /// 1-based byte column of the first byte.
    var column: Int
}
