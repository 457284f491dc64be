/// The coarse lexical classes the declaration parser needs. Anything finer (operators, literal values)
/// is irrelevant to finding stored properties and enum cases, so it is not distinguished.
enum TokenKind: UInt8, Sendable {
    /// An identifier, keyword or `` `backticked` `` name.
    case identifier
    /// One punctuation or operator byte (`{`, `(`, `:`, `,`, `=`, `@`, …).
    case punctuation
    /// A whole string literal of any kind; its content is never looked at.
    case string
    /// A numeric literal.
    case number
    /// `#if`, `#elseif`, `#else` or `#endif`; the token spans the directive up to the end of its line.
    case directive
    /// Any other `#name` (`#warning`, `#Preview`, `#selector`, macros).
    case pound
}
