/// A comment whose whole text is a lockstep annotation (`// lockstep: …`, `/// lockstep: …`,
/// `/* lockstep: … */`), or a near miss of one (`// Lockstep: aggregate`, `// lockstep aggregate`).
struct AnnotationComment: Sendable {
    /// The text after `lockstep:`, trimmed (possibly empty or misspelled).
    var text: String
    /// 1-based line of the comment.
    var line: Int
    /// 1-based column of the `//` or `/*`.
    var column: Int
    /// Index of the first token after the comment; it is how the parser relates comments to declarations.
    var nextTokenIndex: Int
    /// Whether a token precedes the comment on its line (`var x: Int // lockstep: ignore`).
    var isTrailing: Bool
    /// The comment as written when its marker is not spelled `lockstep:` exactly; it is still read as the
    /// annotation ``text`` names, with a warning saying how to spell it.
    var nearMiss: String?
}
