/// What generating one output produced.
public struct GenerationResult: Sendable {
    /// The generated Swift source. Callers must not write it when ``hasErrors`` is true.
    public var output: String
    /// Every diagnostic of every input, sorted by path, line and column.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error (exit status 1, nothing written).
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}
