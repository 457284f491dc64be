/// One input file's contents, with the path it was given as.
public struct SourceInput: Sendable {
    /// Path as given on the command line; diagnostics carry it unchanged.
    public var path: String
    /// The file's bytes (any encoding problems are tolerated; Swift source is UTF-8).
    public var bytes: [UInt8]

    /// Creates an input.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Convenience for tests: source text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
