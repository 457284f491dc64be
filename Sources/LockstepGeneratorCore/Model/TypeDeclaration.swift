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
    /// Members that generated code could clash with, by bare name: every member of enums and extensions,
    /// and the two protocol requirements anywhere. The first declaration of a name wins.
    public var members: [String: DeclaredMember]
    /// Stored properties, cases and directives of the body, in order (annotated types only).
    public var items: [MemberItem]
    /// What a structural comparison reads: stored instance properties or cases, with their `#if` lines (structs,
    /// classes and enums, annotated or not).
    public var comparedMembers: [ComparedMember]
    /// Has a stored property or case generated code in another file cannot name (`private`, a tuple pattern,
    /// unavailable), or is isolated to a global actor other than the main actor: no comparison can be generated
    /// for it.
    public var hidesStoredState: Bool
    /// The `@available` attributes restricting platforms, its own and its enclosing types' (`@available(iOS 17,
    /// *)`), as written: an extension of it must carry them.
    public var availability: [String]
    /// Declares `isStructurallyEqual` itself (in this body).
    public var declaresStructuralComparison: Bool
    /// `final` (a class).
    public var isFinal: Bool
    /// Nested inside a generic type or a constrained extension: an extension of its qualified name alone would
    /// lose the generic context.
    public var isInGenericContext: Bool
    /// Initializers another file can call (classes and extensions).
    public var initializers: [InitializerDeclaration]
    /// The names of types mentioned by the types and initial values of its stored properties (or its cases'
    /// payloads), filtered ones included: what its synthesized `==` compares, less the standard names it compares
    /// structurally (`String`, `Optional`…). Repeats are kept: appending is cheaper than hashing, and the list is
    /// read once.
    public var comparedNames: [String]
    /// Declares `static func ==` in this body.
    public var declaresEquality: Bool
    /// An enum with at least one case that has associated values.
    public var hasPayloadCases: Bool
    /// Declared with generic parameters (`Box<Item>`).
    public var isGeneric: Bool
    /// Each generic parameter with the names it is constrained to, inline or in the `where` clause (last
    /// components: `Element: Codable & Identifiable` → `["Codable", "Identifiable"]`).
    public var genericConstraints: [String: Set<String>]
    /// Isolated to the main actor (`@MainActor`, however spelled): generated members must be `nonisolated`.
    public var isMainActor: Bool
    /// Carries a custom attribute, an attached macro (`@Model`), which may add conformances the generator
    /// cannot see (any but `@Observable`, which adds only `Observable`, and `@DebugDescription`).
    public var hasMacroAttribute: Bool
    /// The first such macro's name (`Model` for `@Model`), nil without one.
    public var attachedMacro: String?
    /// `@available(*, deprecated)`: its generated extension is deprecated too, or it would warn.
    public var isDeprecated: Bool
    /// Where the name is.
    public var position: SourcePosition
    /// Where the accepted annotation comment is, for diagnostics about the annotation itself.
    public var annotationPosition: SourcePosition?
    /// The file of that comment when it is not this declaration's own: an extension elsewhere annotates it.
    public var annotationPath: String?
    /// The stored properties an annotated extension names (`// lockstep: aggregate post, creator`), for a type
    /// the generator cannot see.
    public var listedProperties: [String]?
    /// Where the declaration is, when it is not in the file it is emitted for: a file of another module (read
    /// as context), whose declaration an annotated extension of the target brought into it.
    public var declarationPath: String?
    /// Declared in another package: a conformance added to it must be marked `@retroactive`.
    public var isFromOtherPackage: Bool
    /// The line of the closing brace (`Int.max` while, or if, it is never closed).
    public var endLine: Int

    /// Creates a declaration with an empty body.
    public init(kind: TypeKind, name: String, qualifiedName: String, access: AccessLevel,
                annotation: AnnotationKeyword?, inheritedNames: Set<String>, position: SourcePosition) {
        self.kind = kind
        self.name = name
        self.qualifiedName = qualifiedName
        self.access = access
        self.annotation = annotation
        self.inheritedNames = inheritedNames
        self.members = [:]
        self.items = []
        self.comparedMembers = []
        self.hidesStoredState = false
        self.availability = []
        self.declaresStructuralComparison = false
        self.isFinal = false
        self.isInGenericContext = false
        self.initializers = []
        self.comparedNames = []
        self.declaresEquality = false
        self.hasPayloadCases = false
        self.isGeneric = false
        self.genericConstraints = [:]
        self.isMainActor = false
        self.hasMacroAttribute = false
        self.isDeprecated = false
        self.position = position
        self.annotationPosition = nil
        self.isFromOtherPackage = false
        self.endLine = Int.max
    }
}
