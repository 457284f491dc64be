/// What generating the code of one target produced.
public struct GenerationResult: Sendable {
    /// The generated Swift source, UTF-8: one per input, in input order, or a single merged one.
    /// Callers must not write them when ``hasErrors`` is true.
    public var outputBytes: [[UInt8]]
    /// Every diagnostic of every input, sorted by path, line and column.
    public var diagnostics: [Diagnostic]
    /// What the outputs were generated from: every input's model, and the target index. Kept with the result so
    /// that the command-line tool can end the process without freeing them (see ``CommandLineExecution``).
    let models: [SourceFileModel]
    let index: TargetIndex

    /// The generated Swift source as strings (see ``outputBytes``).
    ///
    /// - Complexity: O(n) in the size of the outputs: each is decoded anew.
    public var outputs: [String] {
        outputBytes.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether any diagnostic is an error (exit status 1, nothing written).
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}
