/// One output file: where it goes and what it holds.
public struct GeneratedFile: Sendable, Equatable {
    /// The output path.
    public var path: String
    /// The generated source, UTF-8: written as it is, never decoded (a merged output is megabytes).
    public var bytes: [UInt8]

    /// The generated source as a string.
    ///
    /// - Complexity: O(n) in the size of the file.
    public var content: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }

    /// Creates an output file holding `bytes`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates an output file holding `content`.
    public init(path: String, content: String) {
        self.init(path: path, bytes: Array(content.utf8))
    }
}
