/// The generator's entry point: scan, parse and emit, entirely in memory, over every file of a target at once
/// (so that a member or an `==` declared in another file is seen, and every error is reported in one run).
public enum Generator {
    /// One input as ``parse(_:)`` leaves it: its model, and what was found wrong in it.
    public typealias ParsedInput = (model: SourceFileModel, diagnostics: [Diagnostic])

    /// Parses one file into its declaration model; diagnostics are returned alongside.
    public static func parse(_ input: SourceInput) -> ParsedInput {
        parse(input, extensionAnnotations: [:])
    }

    /// Parses one file, reading the types named in `extensionAnnotations` as annotated (an extension elsewhere
    /// annotates them), and, for a context file, only the members `contextAccess` lets another module use.
    static func parse(_ input: SourceInput, extensionAnnotations: [String: AnnotationKeyword], contextAccess: AccessLevel? = nil) -> ParsedInput {
        // Tokens store 32-bit offsets (see `Token`); no real source file comes near this size.
        guard input.bytes.count < Int(Int32.max) else {
            return (SourceFileModel(path: input.path),
                    [Diagnostic(path: input.path, line: 1, column: 1, severity: .warning,
                                message: "file is too large to scan (2 GB or more); lockstep-gen generates nothing for it")])
        }
        return input.bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            let scan = scanner.scan()
            var parser = DeclarationParser(bytes: buffer, scan: scan, sink: DiagnosticSink(path: input.path),
                                           extensionAnnotations: extensionAnnotations, contextAccess: contextAccess)
            var model = parser.parse()
            model.sourceByteCount = buffer.count
            var diagnostics = parser.sink.diagnostics
            leaveAlone(around: scan.unreadable, in: &model, diagnostics: &diagnostics)
            return (model, diagnostics)
        }
    }

    /// Generates one output per input; `context` holds the files of the modules the target depends on (see
    /// ``ContextFile``), read only to find the types the inputs' extensions annotate.
    public static func generate(_ inputs: [SourceInput], context: [SourceInput] = []) -> GenerationResult {
        let (files, read) = reader(inputs, context: context)
        return generate(parsed: inputs.map(parse), context: files, read: read)
    }

    /// Generates one output for all inputs together (imports deduplicated).
    public static func generateMerged(_ inputs: [SourceInput], context: [SourceInput] = []) -> GenerationResult {
        let (files, read) = reader(inputs, context: context)
        return generateMerged(parsed: inputs.map(parse), context: files, read: read)
    }

    /// In-memory inputs and context (of the same package) as files and a function that reads them again.
    private static func reader(_ inputs: [SourceInput], context: [SourceInput]) -> ([ContextFile], (String) -> [UInt8]?) {
        var bytes: [String: [UInt8]] = [:]
        for input in inputs + context where bytes[input.path] == nil { bytes[input.path] = input.bytes }
        return (context.map { ContextFile(path: $0.path) }, { bytes[$0] })
    }

    /// Generates one output per parsed input (see ``parse(_:)``): an input's bytes need not be kept once it is
    /// parsed; `read` reads an input or context file again when an annotated extension needs its declaration.
    public static func generate(parsed: [ParsedInput], context: [ContextFile] = [], read: (String) -> [UInt8]? = { _ in nil }) -> GenerationResult {
        var parsed = parsed
        var contextTypes = ContextTypes(context)
        let resolved = ExtensionResolution.resolve(&parsed, contextTypes: &contextTypes, read: read)
        let (models, index, found) = analyze(parsed, contextTypes: &contextTypes, read: read)
        var diagnostics = found + resolved
        let outputs = models.indices.map { position in
            FileEmitter.emit([models[position]], sourceNames: [displayName(for: models[position].path)], index: index, firstModel: position,
                             diagnostics: &diagnostics)
        }
        return GenerationResult(outputBytes: outputs, diagnostics: sorted(diagnostics), models: models, index: index)
    }

    /// Generates one output for all parsed inputs together (see ``parse(_:)``).
    public static func generateMerged(parsed: [ParsedInput], context: [ContextFile] = [], read: (String) -> [UInt8]? = { _ in nil }) -> GenerationResult {
        var parsed = parsed
        var contextTypes = ContextTypes(context)
        let resolved = ExtensionResolution.resolve(&parsed, contextTypes: &contextTypes, read: read)
        let (models, index, found) = analyze(parsed, contextTypes: &contextTypes, read: read)
        var diagnostics = found + resolved
        let output = FileEmitter.emit(models, sourceNames: models.map { displayName(for: $0.path) }, index: index, diagnostics: &diagnostics)
        return GenerationResult(outputBytes: [output], diagnostics: sorted(diagnostics), models: models, index: index)
    }

    /// The target's index, with what the types of the dependencies read as context hold where the target's
    /// properties name them, and the checks that need it.
    private static func analyze(_ parsed: [ParsedInput], contextTypes: inout ContextTypes, read: (String) -> [UInt8]?)
        -> ([SourceFileModel], TargetIndex, [Diagnostic]) {
        let models = parsed.map(\.model)
        var diagnostics = parsed.flatMap(\.diagnostics)
        var index = TargetIndex(models)
        index.classifyContextTypes(contextTypes.holdings(ofNamesUsedBy: models, index: index, read: read))
        diagnostics += ClashCheck.diagnostics(models, index: index)
        diagnostics += IdentityCheck.diagnostics(models, index: index)
        diagnostics += HolderCheck.diagnostics(models, index: index)
        diagnostics += BitwiseCheck.diagnostics(models, index: index)
        return (models, index, diagnostics)
    }

    /// The compiler reports a literal or comment left open; the generator only knows its reading is unreliable
    /// there. It leaves alone every type around such a construct (rather than guess): no structural comparison
    /// (it might miss a property), and for annotated types no conformance, which it says once per construct,
    /// dropping its own warnings about those types' members.
    private static func leaveAlone(around unreadable: [UnreadableConstruct], in model: inout SourceFileModel, diagnostics: inout [Diagnostic]) {
        for construct in unreadable {
            var names: [String] = []
            for typeIndex in model.types.indices {
                let type = model.types[typeIndex]
                guard type.position.line <= construct.line, construct.line <= type.endLine else { continue }
                model.types[typeIndex].hidesStoredState = true
                guard type.annotation != nil else { continue }
                model.types[typeIndex].annotation = nil
                names.append("'\(type.qualifiedName)'")
                diagnostics.removeAll { $0.severity == .warning && $0.line > type.position.line && $0.line <= type.endLine }
            }
            guard !names.isEmpty else { continue }
            diagnostics.append(Diagnostic(
                path: model.path, line: construct.line, column: construct.column, severity: .warning,
                message: "unterminated \(construct.what): lockstep-gen cannot read past it and generates nothing for \(listed(names))"))
        }
    }

    /// `'A'`, `'A' and 'B'`, `'A', 'B' and 'C'`.
    private static func listed(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    /// The name an input is given in the generated header: the path as given when relative; only the
    /// file name when absolute (build systems pass absolute paths, which would make output depend on
    /// the checkout location).
    public static func displayName(for path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Stable order: by path and position, then the order of report, so runs are byte-for-byte identical.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element, rhs.element)
            if a.path != b.path { return a.path < b.path }
            if a.line != b.line { return a.line < b.line }
            if a.column != b.column { return a.column < b.column }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
