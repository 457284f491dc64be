/// Everything the emitter needs from one input file.
public struct SourceFileModel: Sendable, Equatable {
    /// The path as given, for the header and diagnostics.
    public var path: String
    /// Unconditional `import` lines, as written (attributes and modifiers kept), deduplicated in order.
    public var imports: [String]
    /// Every type declaration and extension, in order of their opening keyword.
    public var types: [TypeDeclaration]
    /// Types and directives in source order; the emitter walks this to place extensions and `#if`s.
    public var items: [FileItem]
    /// Names in the parameter lists of file-level `func ==` declarations: types with a hand-written `==`.
    public var equalityOperandNames: Set<String>
    /// Qualified names of the `typealias`es and `associatedtype`s it declares.
    public var typeAliases: [String]
    /// The names each `typealias` (and `associatedtype`) mentions after its own, by its own last name component: the
    /// types a property typed with the alias may hold (see ``TypeDeclaration/comparedNames``).
    public var aliasedNames: [String: [String]]
    /// The shape each non-generic `typealias` stands for, by qualified name (`typealias Tags = Set<Tag>`): a
    /// property typed with it holds what that shape holds, which the generator then decides and reports itself.
    public var aliasShapes: [String: TypeShape] = [:]
    /// The size of the source in bytes: what the emitter reserves its output buffer from.
    public var sourceByteCount = 0

    /// An empty model for `path`.
    public init(path: String) {
        self.path = path
        self.imports = []
        self.types = []
        self.items = []
        self.equalityOperandNames = []
        self.typeAliases = []
        self.aliasedNames = [:]
    }
}
