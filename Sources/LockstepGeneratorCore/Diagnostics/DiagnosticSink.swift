/// Collects diagnostics for one input file while it is parsed.
///
/// The parser reports here instead of throwing, because every problem of a run must be
/// reported at once (a user fixing one error per build would be miserable).
struct DiagnosticSink {
    /// The path every diagnostic of this file carries.
    let path: String
    /// Everything reported so far, in report order.
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String) {
        self.path = path
    }

    mutating func warning(_ message: String, line: Int, column: Int) {
        diagnostics.append(Diagnostic(path: path, line: line, column: column, severity: .warning, message: message))
    }

    mutating func error(_ message: String, line: Int, column: Int) {
        diagnostics.append(Diagnostic(path: path, line: line, column: column, severity: .error, message: message))
    }
}
