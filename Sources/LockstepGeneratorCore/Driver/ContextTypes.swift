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
    /// The names the context's own extensions add to each type's inheritance clause (`extension Post: Identifiable`
    /// in the module that declares `Post`).
    private var extensionInheritedNames: [String: Set<String>] = [:]
    /// What the context's protocols inherit, by last name component: a type conforming to one of them is an
    /// entity when the protocol refines `Identifiable`, and a plain value when it refines nothing of the store's.
    private var protocolInheritedNames: [String: Set<String>] = [:]

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
            for type in model.types.indices {
                switch model.types[type].kind {
                case .extension: extensionInheritedNames[model.types[type].qualifiedName, default: []].formUnion(model.types[type].inheritedNames)
                case .protocol: protocolInheritedNames[TargetIndex.lastComponent(model.types[type].name), default: []].formUnion(model.types[type].inheritedNames)
                default: break
                }
            }
            for type in model.types.indices where model.types[type].kind != .extension && model.types[type].kind != .protocol
                && declarations[model.types[type].qualifiedName] == nil {
                declarations[model.types[type].qualifiedName] = (position, type)
            }
            models.append(model)
        }
        self.models = models
    }

    // MARK: - What the context's types hold

    /// What the types of the context hold, for each name a stored property or case payload of `models` uses that
    /// the target does not declare, where the file using it imports the type's module (see
    /// ``TargetIndex/ContextClassification``). A dependency's `Identifiable` type
    /// is then an entity of the target's like its own: one runtime call for its shape, and the generator's own
    /// warning, at the property, where it cannot be kept in sync (rather than the compiler's, quoting generated
    /// code). Empty without context.
    mutating func holdings(ofNamesUsedBy models: [SourceFileModel], index: TargetIndex, read: (String) -> [UInt8]?)
        -> TargetIndex.ContextClassification {
        var classified = TargetIndex.ContextClassification()
        guard !files.isEmpty else { return classified }
        for model in models {
            // What a file does not import it cannot name: the name is another module's type (`SwiftUI.Color`).
            let imported = Set(model.imports.map { ImportSet.read($0).key })
            for type in model.types where !type.isGeneric {
                var names: [String] = []
                for item in type.items {
                    switch item {
                    case .property(let property): names += ContextTypes.classifiedNames(in: property.shape)
                    case .enumCase(let enumCase): names += ContextTypes.classifiedNames(in: enumCase.payload)
                    case .multiPayloadCase(let enumCase): names += enumCase.payloads.flatMap { ContextTypes.classifiedNames(in: $0) }
                    case .directive: break
                    }
                }
                // An unannotated type's properties are listed only for its comparison: what they hold decides
                // whether it is reported for holding entities without an annotation.
                for member in type.comparedMembers {
                    switch member {
                    case .property(let property): names += ContextTypes.classifiedNames(in: property.shape)
                    case .enumCase(_, let payloads, _): names += payloads.flatMap { ContextTypes.classifiedNames(in: $0) }
                    case .directive: break
                    }
                }
                for name in names {
                    let name = TargetIndex.droppingModule(name)
                    let key = TargetIndex.contextKey(name, in: type.qualifiedName)
                    // Whatever the target names so (a type, an alias) comes first, wherever it is declared.
                    guard !TargetIndex.standardValues.contains(name), !index.namesAnything(name), classified.holdings[key] == nil,
                          let (file, declaration) = contextDeclaration(named: name, in: type.qualifiedName, read: read) else { continue }
                    if let module = file.module {
                        // `Module.Type` names that module's type only; a plain name, a module the file imports.
                        let qualifier = declaration.qualifiedName == name ? nil : name.split(separator: ".").first.map(String.init)
                        guard qualifier.map({ $0 == module }) ?? imported.contains(module) else { continue }
                    }
                    let holding = holding(of: declaration)
                    classified.holdings[key] = holding
                    if declaration.isGeneric {
                        classified.generics[key] = genericHolding(of: declaration)
                    } else if holding == .unknown, let macro = declaration.attachedMacro {
                        classified.macros[key] = macro
                    }
                }
            }
        }
        return classified
    }

    /// The declaration `name` refers to inside `scope`, looked up as Swift does: the innermost enclosing scope
    /// first; a leading module name (`LemmyAPI.Post`) dropped last.
    private mutating func contextDeclaration(named name: String, in scope: String, read: (String) -> [UInt8]?) -> (ContextFile, TypeDeclaration)? {
        let candidates = ExtensionResolution.enclosingScopes(of: scope).map { $0.isEmpty ? name : $0 + "." + name }
        return declaration(named: candidates.first { declares($0, read: read) } ?? name, annotatedAs: nil, read: read)
    }

    /// The names in `shape` whose holding decides a property's: its type's, and a generic type's arguments'.
    private static func classifiedNames(in shape: TypeShape?) -> [String] {
        guard let shape else { return [] }
        return [shape.name].compactMap { $0 } + shape.arguments.compactMap { $0 }
    }

    /// What a generic context type applied to arguments holds, whatever they are: a wrapper or aggregate its
    /// module annotates, `.unknown` when it may conform conditionally (it lists an entity protocol, or another
    /// module's), and `.plain` when it is neither: entities inside it cannot be reached, which the generator
    /// reports (`[Lossy<Guild>]`).
    private func genericHolding(of declaration: TypeDeclaration) -> Holding {
        if declaration.annotation == .wrapper { return .wrapper }
        if declaration.annotation == .aggregate { return .aggregate }
        guard declaration.kind != .protocol, !declaration.hasMacroAttribute else { return .unknown }
        let names = declaration.inheritedNames.union(extensionInheritedNames[declaration.qualifiedName] ?? [])
        return names.allSatisfy { TargetIndex.neutralOrStandardNames.contains($0) && $0 != "Identifiable" } ? .plain : .unknown
    }

    /// What a value of a context type holds, from its annotation (its module may apply the plugin) and its
    /// inheritance clauses, as for the target's own types (see ``TargetIndex/inheritedHolding(ofSlot:)``); a
    /// protocol of the dependency may bring anything, and is left to the compiler.
    private func holding(of declaration: TypeDeclaration) -> Holding {
        guard declaration.kind != .protocol, !declaration.isGeneric else { return .unknown }
        if declaration.annotation == .wrapper { return .wrapper }
        if declaration.annotation == .aggregate { return .aggregate }
        let names = declaration.inheritedNames.union(extensionInheritedNames[declaration.qualifiedName] ?? [])
        if (declaration.kind == .enum && !declaration.hasPayloadCases) || names.contains("OptionSet") { return .plain }
        // Followed through the dependency's protocols; another module's protocol, or a superclass: anything.
        let walked = TargetIndex.walkedHolding(of: names) { protocolInheritedNames[$0] }
        if walked.isWrapper { return .wrapper }
        if walked.isAggregate { return .aggregate }
        if walked.isUnknown { return .unknown }
        if walked.isEntity || TargetIndex.macroAddsIdentifiable(declaration.attachedMacro) { return .entity }
        // A macro may add `Identifiable`: only the compiler knows.
        return declaration.hasMacroAttribute ? .unknown : .plain
    }
}
