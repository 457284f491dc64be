/// What generating the code of one target produced.
public struct GenerationResult: Sendable {
    /// The generated Swift source: one per input, in input order, or a single merged one.
    /// Callers must not write them when ``hasErrors`` is true.
    public var outputs: [String]
    /// Every diagnostic of every input, sorted by path, line and column.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error (exit status 1, nothing written).
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}
