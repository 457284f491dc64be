/// The generator's entry point: scan, parse and emit, entirely in memory.
public enum Generator {
    /// Parses one file into its declaration model; diagnostics are returned alongside.
    public static func parse(_ input: SourceInput) -> (model: SourceFileModel, diagnostics: [Diagnostic]) {
        // Tokens store 32-bit offsets (see `Token`); no real source file comes near this size.
        guard input.bytes.count < Int(Int32.max) else {
            return (SourceFileModel(path: input.path),
                    [Diagnostic(path: input.path, line: 1, column: 1, severity: .error, message: "file is too large to scan (2 GB or more)")])
        }
        return input.bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer, sink: DiagnosticSink(path: input.path))
            let scan = scanner.scan()
            var parser = DeclarationParser(bytes: buffer, scan: scan, sink: scanner.sink)
            let model = parser.parse()
            return (model, parser.sink.diagnostics)
        }
    }

    /// Generates one output from `inputs` (several inputs are merged into one file, imports deduplicated).
    public static func generate(_ inputs: [SourceInput]) -> GenerationResult {
        var models: [SourceFileModel] = []
        var diagnostics: [Diagnostic] = []
        for input in inputs {
            let parsed = parse(input)
            models.append(parsed.model)
            diagnostics += parsed.diagnostics
        }
        let output = FileEmitter.emit(models, sourceNames: inputs.map { displayName(for: $0.path) })
        return GenerationResult(output: output, diagnostics: sorted(diagnostics))
    }

    /// The name an input is given in the generated header: the path as given when relative; only the
    /// file name when absolute (build systems pass absolute paths, which would make output depend on
    /// the checkout location).
    public static func displayName(for path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Stable order: by path, position, then severity and message, so runs are byte-for-byte identical.
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
