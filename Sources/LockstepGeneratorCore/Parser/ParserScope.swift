/// One level of declaration nesting the parser is inside: the file, or a type / extension body.
/// (Function and accessor bodies are never entered: they are skipped as balanced braces.)
struct ParserScope {
    /// How a trailing `// lockstep: ignore` finds what it applies to.
    enum MemberReference {
        /// Index into the scope type's ``TypeDeclaration/members``.
        case member(Int)
        /// Index into the parser's deferred warnings (cancelled by the ignore).
        case deferredWarning(Int)
        /// Index into the scope type's ``TypeDeclaration/comparedMembers`` (a stored property).
        case compared(Int)
    }

    /// Index into ``SourceFileModel/types``; `nil` for the file scope.
    var typeIndex: Int?
    /// Qualified name of the type (prefix for nested types); empty at file scope.
    var path: String
    /// Kind of the body's declaration; `nil` for the file scope.
    var kind: TypeKind?
    /// The access members get without a modifier (`public extension` makes them public).
    var memberDefaultAccess: AccessLevel
    /// Members are never more visible than this (the enclosing type's effective level).
    var ceiling: AccessLevel
    /// Whether the type asked for generation, so its members must be collected and diagnosed.
    var isAnnotated: Bool
    /// A struct, class or enum: its stored properties or cases are collected for its structural comparison.
    var isCompared = false
    /// Isolated to the main actor: its properties' types are read too (see ``ComparedProperty/shape``).
    var isMainActor = false
    /// Inside a generic type or a constrained extension (this scope or an enclosing one).
    var isGenericContext = false
    /// The platform `@available` attributes of this scope and the enclosing ones, which nested types inherit.
    var availability: [String] = []
    /// The member(s) declared by the last property or case declaration, for trailing annotations.
    var lastMembers: [MemberReference] = []
    /// The line the last property or case declaration ended on; trailing comments must be on it.
    var lastMemberEndLine = -1
}
