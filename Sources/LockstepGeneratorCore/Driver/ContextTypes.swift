/// The declarations of the context files (see ``ContextFile``), read only when some extension of the target
/// needs one: most targets annotate only their own types, and a dependency may have many files.
struct ContextTypes {
    private let files: [ContextFile]
    /// Each file's model, parsed on the first look-up.
    private var models: [SourceFileModel]?
    /// Where each qualified name is declared first: file and type.
    private var declarations: [String: (file: Int, type: Int)] = [:]
    /// What the generator says about the members of the types annotated through extensions.
    private(set) var diagnostics: [Diagnostic] = []

    init(_ files: [ContextFile]) {
        self.files = files
    }

    /// The declaration of `name` (or of `name` without a leading module name), parsed as annotated with
    /// `keyword` when there is one, with the file it is in; nil when no context file declares it. Files are read
    /// through `read`.
    mutating func declaration(named name: String, annotatedAs keyword: AnnotationKeyword?, read: (String) -> [UInt8]?) -> (ContextFile, TypeDeclaration)? {
        if models == nil { load(read) }
        let found = declarations[name] ?? name.firstIndex(of: ".").flatMap { declarations[String(name[name.index(after: $0)...])] }
        guard let found, let models else { return nil }
        var file = files[found.file]
        file.importsLockstep = models[found.file].imports.contains { ImportSet.read($0).key == "Lockstep" }
        var declaration = models[found.file].types[found.type]
        if let keyword, let bytes = read(file.path) {
            let (model, found) = Generator.parse(SourceInput(path: file.path, bytes: bytes),
                                                 extensionAnnotations: [declaration.qualifiedName: keyword], contextAccess: file.visibleAccess)
            guard let annotated = model.types.first(where: { $0.kind != .extension && $0.qualifiedName == declaration.qualifiedName }) else { return nil }
            declaration = annotated
            // Only what is said about the annotated type's own members: the rest of that module is not this target's.
            diagnostics += found.filter { $0.line > declaration.position.line && $0.line <= declaration.endLine }
        }
        // A file-level `==` for it is a hand-written equality like a member one.
        if models[found.file].equalityOperandNames.contains(TargetIndex.lastComponent(declaration.qualifiedName)) { declaration.declaresEquality = true }
        return (file, declaration)
    }

    /// Whether some context file declares `name` (qualified).
    mutating func declares(_ name: String, read: (String) -> [UInt8]?) -> Bool {
        if models == nil { load(read) }
        return declarations[name] != nil
    }

    private mutating func load(_ read: (String) -> [UInt8]?) {
        var models: [SourceFileModel] = []
        for (position, file) in files.enumerated() {
            let model = read(file.path).map { Generator.parse(SourceInput(path: file.path, bytes: $0), extensionAnnotations: [:], contextAccess: file.visibleAccess).model }
                ?? SourceFileModel(path: file.path)
            for type in model.types.indices where model.types[type].kind != .extension && model.types[type].kind != .protocol
                && declarations[model.types[type].qualifiedName] == nil {
                declarations[model.types[type].qualifiedName] = (position, type)
            }
            models.append(model)
        }
        self.models = models
    }
}
