/// How serious a ``Diagnostic`` is.
///
/// Errors make the CLI exit with status 1 and suppress every output file, because generated code
/// built from a misunderstood input would silently stop keeping entities in sync.
public enum DiagnosticSeverity: String, Sendable {
    /// Generation still happens; the user should fix or silence the cause.
    case warning
    /// Nothing is written; the input must be fixed.
    case error
}
