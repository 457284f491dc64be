import Foundation

/// Writes generated files the way build systems need: atomically (temporary file + rename, so a reader
/// never sees half a file) and only when the content changed (so an unchanged output keeps its mtime and
/// does not trigger recompilation).
public enum OutputWriter {
    /// Writes `content` to `path` unless it already holds exactly those bytes. Returns whether it wrote.
    @discardableResult
    public static func write(_ content: String, to path: String) throws -> Bool {
        let url = URL(fileURLWithPath: path)
        let data = Data(content.utf8)
        if let existing = try? Data(contentsOf: url), existing == data { return false }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
        return true
    }

    /// Reads an input file's bytes.
    public static func read(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
