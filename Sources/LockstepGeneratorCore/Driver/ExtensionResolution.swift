/// Models the target does not own are annotated through extensions (`// lockstep: aggregate` above
/// `extension PostView: Identifiable { … }`). Before code is generated, each such extension is resolved to the
/// declaration it annotates:
///
/// - declared in the target: that file is parsed again with the type annotated, and its conformance is
///   generated with the file's others, at the declaration's lines;
/// - declared in a context file (another source module the target depends on): that file is parsed with the
///   type annotated, and the declaration is brought into the extension's file, where its conformance and
///   comparison are generated (nothing is generated for the context file itself);
/// - declared nowhere the generator can see (a binary module, another plugin's output): the extension must name
///   the stored properties (`// lockstep: aggregate post, creator`), offered as written; without names it is
///   an error at the annotation naming that form.
///
/// An unannotated extension of a context type that adds `Identifiable` brings that declaration in too: the
/// type is an entity of the target, and the store compares its values with the comparison generated for it.
enum ExtensionResolution {
    /// Where an annotated (or `Identifiable`-adding) extension is.
    private struct Request {
        var model: Int
        var type: Int
    }

    /// Resolves every annotated extension of `parsed` (the target), reading the files it needs through `read`
    /// (nil when a file cannot be read); returns the diagnostics about the annotations.
    static func resolve(_ parsed: inout [Generator.ParsedInput], contextTypes: inout ContextTypes, read: (String) -> [UInt8]?) -> [Diagnostic] {
        var requests: [Request] = []
        var declarations: [String: Request] = [:]
        for (model, input) in parsed.enumerated() {
            for type in input.model.types.indices {
                let declaration = input.model.types[type]
                if declaration.kind == .extension {
                    if declaration.annotation != nil || declaration.inheritedNames.contains("Identifiable") {
                        requests.append(Request(model: model, type: type))
                    }
                } else if declaration.kind != .protocol, declarations[declaration.qualifiedName] == nil {
                    declarations[declaration.qualifiedName] = Request(model: model, type: type)
                }
            }
        }
        guard requests.contains(where: { parsed[$0.model].model.types[$0.type].annotation != nil || declarations[name(of: $0, in: parsed)] == nil })
        else { return [] }
        var diagnostics: [Diagnostic] = []
        var annotatedInTarget: [Int: [String: AnnotationKeyword]] = [:]
        var annotationSites: [String: (path: String, position: SourcePosition)] = [:]
        var outside: [Request] = []
        for request in requests {
            let name = name(of: request, in: parsed)
            guard let found = declarations[name] else {
                outside.append(request)
                continue
            }
            // Declared in the target: an unannotated extension needs nothing, an annotated one annotates it.
            guard let keyword = takeAnnotation(of: request, from: &parsed) else { continue }
            let declaration = parsed[found.model].model.types[found.type]
            if let problem = problem(keyword, on: declaration, at: parsed[found.model].model.path, listed: parsed[request.model].model.types[request.type].listedProperties) {
                diagnostics.append(at(request, in: parsed, problem))
                continue
            }
            annotatedInTarget[found.model, default: [:]][name] = keyword
            let extensionType = parsed[request.model].model.types[request.type]
            annotationSites[name] = (parsed[request.model].model.path, extensionType.annotationPosition ?? extensionType.position)
        }
        for (model, annotated) in annotatedInTarget {
            let path = parsed[model].model.path
            guard let bytes = read(path) else { continue }
            parsed[model] = Generator.parse(SourceInput(path: path, bytes: bytes), extensionAnnotations: annotated)
            for type in parsed[model].model.types.indices {
                guard let site = annotationSites[parsed[model].model.types[type].qualifiedName],
                      parsed[model].model.types[type].kind != .extension else { continue }
                parsed[model].model.types[type].annotationPath = site.path
                parsed[model].model.types[type].annotationPosition = site.position
            }
        }
        guard !outside.isEmpty else { return diagnostics }
        // A type is brought in once, next to its annotated extension if it has one (a second annotation is an error).
        var primaries: [String: Request] = [:]
        var order: [String] = []
        for request in outside {
            let name = name(of: request, in: parsed)
            guard let primary = primaries[name] else {
                primaries[name] = request
                order.append(name)
                continue
            }
            guard parsed[request.model].model.types[request.type].annotation != nil else { continue }
            if parsed[primary.model].model.types[primary.type].annotation != nil {
                diagnostics.append(at(request, in: parsed, "'\(name)' is annotated by another extension already; keep one of the two annotations"))
                parsed[request.model].model.types[request.type].annotation = nil
            } else {
                primaries[name] = request
            }
        }
        var broughtIn: [Request] = []
        for name in order {
            guard let request = primaries[name] else { continue }
            guard let (file, declaration) = contextTypes.declaration(named: name, annotatedAs: nil, read: read) else {
                if let diagnostic = annotateUnseen(request, in: &parsed) { diagnostics.append(diagnostic) }
                continue
            }
            guard let keyword = parsed[request.model].model.types[request.type].annotation else {
                broughtIn.append(bringIn(declaration, from: file, after: request, into: &parsed))
                continue
            }
            if let problem = problem(keyword, on: declaration, at: file.path, listed: parsed[request.model].model.types[request.type].listedProperties) {
                diagnostics.append(at(request, in: parsed, problem))
                parsed[request.model].model.types[request.type].annotation = nil
                continue
            }
            guard let (_, annotated) = contextTypes.declaration(named: name, annotatedAs: keyword, read: read) else { continue }
            broughtIn.append(bringIn(annotated, from: file, after: request, into: &parsed))
        }
        bringInReachable(from: broughtIn, declaredInTarget: declarations, contextTypes: &contextTypes, read: read, into: &parsed)
        return diagnostics + contextTypes.diagnostics
    }

    /// Brings in, transitively, the context types that the brought-in ones hold (a `Person`'s `ActorIdentifier`):
    /// they reach the store inside them, and a value decoded again must compare equal (a freshly decoded `URL`
    /// never has the same bits). A file that imports Lockstep belongs to a module that compares its own types.
    private static func bringInReachable(from start: [Request], declaredInTarget: [String: Request], contextTypes: inout ContextTypes,
                                         read: (String) -> [UInt8]?, into parsed: inout [Generator.ParsedInput]) {
        var pending = start
        var seen = Set(start.map { name(of: $0, in: parsed) })
        while let request = pending.popLast() {
            var names: [String?] = []
            for member in parsed[request.model].model.types[request.type].comparedMembers {
                switch member {
                case .property(let property): names += property.shape.map { [$0.name] + $0.arguments } ?? []
                case .enumCase(_, let payloads, _): names += payloads.flatMap { [$0.name] + $0.arguments }
                case .directive: break
                }
            }
            let scope = name(of: request, in: parsed)
            for case let name? in names where !TargetIndex.standardValues.contains(name) {
                // Looked up as Swift does, from the innermost enclosing type outwards (`Post` in `Lemmy.PostView`).
                let candidates = enclosingScopes(of: scope).map { $0.isEmpty ? name : $0 + "." + name }
                guard !candidates.contains(where: { declaredInTarget[$0] != nil || seen.contains($0) }),
                      let qualified = candidates.first(where: { contextTypes.declares($0, read: read) }), seen.insert(qualified).inserted,
                      let (file, declaration) = contextTypes.declaration(named: qualified, annotatedAs: nil, read: read), !file.importsLockstep
                else { continue }
                pending.append(bringIn(declaration, from: file, after: request, into: &parsed))
            }
        }
    }

    /// `A.B.C` → `A.B`, `A`, `""`: where a name used inside `A.B.C` is looked up, innermost first (a type's own
    /// nested types first).
    static func enclosingScopes(of scope: String) -> [String] {
        var scopes = [scope]
        var rest = Substring(scope)
        while let dot = rest.lastIndex(of: ".") {
            rest = rest[..<dot]
            scopes.append(String(rest))
        }
        return scopes + [""]
    }

    /// The extended type's name as the extension writes it.
    private static func name(of request: Request, in parsed: [Generator.ParsedInput]) -> String {
        parsed[request.model].model.types[request.type].qualifiedName
    }

    /// Takes the annotation off the extension (the declaration carries it from now on), returning it.
    private static func takeAnnotation(of request: Request, from parsed: inout [Generator.ParsedInput]) -> AnnotationKeyword? {
        defer { parsed[request.model].model.types[request.type].annotation = nil }
        return parsed[request.model].model.types[request.type].annotation
    }

    /// Why `keyword` on an extension cannot annotate `declaration` (declared in `path`), if it cannot.
    private static func problem(_ keyword: AnnotationKeyword, on declaration: TypeDeclaration, at path: String, listed: [String]?) -> String? {
        let fits = keyword == .aggregate ? declaration.kind == .struct || declaration.kind == .class
            : declaration.kind == .enum || declaration.kind == .struct
        guard fits else {
            let expected = keyword == .aggregate ? "a struct or class" : "an enum or struct"
            return "'lockstep: \(keyword.rawValue)' applies to \(expected), and '\(declaration.qualifiedName)' is \(declaration.kind.withArticle) (\(Generator.displayName(for: path)):\(declaration.position.line))"
        }
        if declaration.annotation != nil {
            return "'\(declaration.qualifiedName)' is annotated at its declaration (\(Generator.displayName(for: path)):\(declaration.position.line)) already; keep one of the two annotations"
        }
        if listed != nil {
            return "lockstep-gen reads the declaration of '\(declaration.qualifiedName)' (\(Generator.displayName(for: path)):\(declaration.position.line)), so it needs no property names: write '// lockstep: \(keyword.rawValue)', and '// lockstep: ignore' on a property to leave out"
        }
        return nil
    }

    /// An error at the extension's annotation.
    private static func at(_ request: Request, in parsed: [Generator.ParsedInput], _ message: String) -> Diagnostic {
        let type = parsed[request.model].model.types[request.type]
        let position = type.annotationPosition ?? type.position
        return Diagnostic(path: parsed[request.model].model.path, line: position.line, column: position.column, severity: .error, message: message)
    }

    /// An annotated extension of a type declared nowhere the generator can see: its listed properties become
    /// its items, offered to overload resolution as written; without a list, the error that names the form.
    private static func annotateUnseen(_ request: Request, in parsed: inout [Generator.ParsedInput]) -> Diagnostic? {
        let type = parsed[request.model].model.types[request.type]
        guard let keyword = type.annotation else { return nil }
        guard let listed = type.listedProperties else {
            parsed[request.model].model.types[request.type].annotation = nil
            return at(request, in: parsed, "lockstep-gen cannot see the declaration of '\(type.qualifiedName)' (it is not in this target or in a source module it depends on), so it cannot read its stored properties: name those that hold entities, as in '// lockstep: \(keyword.rawValue) post, creator'")
        }
        let position = type.annotationPosition ?? type.position
        parsed[request.model].model.types[request.type].items = listed.map { .property(PropertyDeclaration(name: $0, position: position)) }
        // Another module's type: its members are as visible as the conformance needs them.
        parsed[request.model].model.types[request.type].access = .public
        // The extension itself says whether the type is from another package: it spells `@retroactive`.
        parsed[request.model].model.types[request.type].isFromOtherPackage = type.inheritedNames.contains("retroactive")
        return nil
    }

    /// Puts a context declaration into the file of `request` (an extension, or a declaration brought in before),
    /// right after it, where its conformance and comparison are generated; an extension keeps what it adds
    /// (`Identifiable`, `id`). Returns where the declaration now is.
    private static func bringIn(_ declaration: TypeDeclaration, from file: ContextFile, after request: Request,
                                into parsed: inout [Generator.ParsedInput]) -> Request {
        let site = parsed[request.model].model.types[request.type]
        var declaration = declaration
        declaration.declarationPath = file.path
        declaration.isFromOtherPackage = file.isFromOtherPackage
        if site.kind == .extension {
            declaration.qualifiedName = site.qualifiedName
            declaration.annotationPosition = site.annotationPosition
            parsed[request.model].model.types[request.type].annotation = nil
        }
        let index = parsed[request.model].model.types.count
        parsed[request.model].model.types.append(declaration)
        let item = parsed[request.model].model.items.firstIndex(of: .type(request.type)).map { $0 + 1 } ?? parsed[request.model].model.items.count
        parsed[request.model].model.items.insert(.type(index), at: item)
        return Request(model: request.model, type: index)
    }
}
