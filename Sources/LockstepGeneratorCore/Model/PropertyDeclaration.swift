/// One stored instance property binding that generated code may offer to the runtime.
///
/// Only properties that survive the parser's filters (not computed, static, lazy, private, ignored…)
/// become a `PropertyDeclaration`; `var a, b: Int` yields two.
public struct PropertyDeclaration: Sendable, Equatable {
    /// The name as written, backticks included, so it can be pasted into a key path.
    public var name: String
    /// Where the name is.
    public var position: SourcePosition
    /// `let` (the key path will be read-only; the runtime warns when it holds an entity).
    public var isLet: Bool
    /// Set by a trailing `// lockstep: ignore` found after the property was parsed.
    public var isIgnored: Bool
}
