/// A construct the scanner could not read to its end (an unterminated string, comment or regex literal).
///
/// The compiler reports these itself; the generator only needs to know where its reading stopped being
/// reliable, so that it leaves the types around that point alone instead of guessing.
struct UnreadableConstruct: Sendable {
    /// What was left open, for the warning: "string literal", "block comment", "regex literal".
    var what: String
    /// 1-based line where it starts.
    var line: Int
    /// 1-based byte column where it starts.
    var column: Int
}
