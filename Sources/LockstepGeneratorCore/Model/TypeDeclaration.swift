/// A type declaration or extension found in a file, with what generation needs to know about it.
public struct TypeDeclaration: Sendable, Equatable {
    /// struct, class, enum, actor, protocol or extension.
    public var kind: TypeKind
    /// The name (for an extension, the extended type as written, dots included).
    public var name: String
    /// Lexically qualified name (`Outer.Inner`), which is how generated extensions refer to the type.
    public var qualifiedName: String
    /// Effective access level, already lowered to the enclosing scopes' level.
    public var access: AccessLevel
    /// The annotation that asks for generation, if any (already validated against ``kind``).
    public var annotation: AnnotationKeyword?
    /// Names listed in the inheritance clause (last component: `Lockstep.Aggregate` → `Aggregate`).
    public var inheritedNames: Set<String>
    /// Names of every member (properties, methods, cases) the body declares, to avoid redeclaring them.
    public var memberNames: Set<String>
    /// Stored properties, cases and directives of the body, in order.
    public var members: [MemberItem]
    /// Where the name is.
    public var position: SourcePosition

    /// Creates a declaration with an empty body.
    public init(kind: TypeKind, name: String, qualifiedName: String, access: AccessLevel,
                annotation: AnnotationKeyword?, inheritedNames: Set<String>, position: SourcePosition) {
        self.kind = kind
        self.name = name
        self.qualifiedName = qualifiedName
        self.access = access
        self.annotation = annotation
        self.inheritedNames = inheritedNames
        self.memberNames = []
        self.members = []
        self.position = position
    }
}
