/// A `// lockstep: …` or `/// lockstep: …` comment found by the scanner.
struct AnnotationComment: Sendable {
    /// The text after `lockstep:`, trimmed (possibly empty or misspelled).
    var text: String
    /// 1-based line of the comment.
    var line: Int
    /// 1-based column of the `//`.
    var column: Int
    /// Index of the first token after the comment; it is how the parser relates comments to declarations.
    var nextTokenIndex: Int
    /// Whether a token precedes the comment on its line (`var x: Int // lockstep: ignore`).
    var isTrailing: Bool
}
