/// One output file: where it goes and what it holds.
public struct GeneratedFile: Sendable, Equatable {
    /// The output path.
    public var path: String
    /// The generated source.
    public var content: String

    /// Creates an output file.
    public init(path: String, content: String) {
        self.path = path
        self.content = content
    }
}
