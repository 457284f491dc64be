/// How serious a ``Diagnostic`` is.
///
/// Errors make the CLI exit with status 1 and suppress every output file, because generated code
/// built from a misunderstood input would silently stop keeping entities in sync.
public enum DiagnosticSeverity: String, Sendable, Comparable {
    /// Generation still happens; the user should fix or silence the cause.
    case warning
    /// Nothing is written; the input must be fixed.
    case error

    /// Warnings sort before errors so the more severe message wins ties deterministically.
    public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
