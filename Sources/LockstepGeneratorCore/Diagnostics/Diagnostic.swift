/// A message about one position of one input file, printed the way the Swift compiler prints its own
/// diagnostics so SwiftPM and Xcode show it on the right line.
public struct Diagnostic: Sendable, Equatable {
    /// The path of the input exactly as it was given (never made absolute, so output stays deterministic).
    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in UTF-8 bytes like the compiler does.
    public var column: Int
    /// Whether this blocks generation.
    public var severity: DiagnosticSeverity
    /// Human-readable text; always names the declaration concerned.
    public var message: String

    /// Creates a diagnostic.
    public init(path: String, line: Int, column: Int, severity: DiagnosticSeverity, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `path:line:col: error|warning: message`, the compiler's format.
    public var formatted: String {
        "\(path):\(line):\(column): \(severity.rawValue): \(message)"
    }
}
