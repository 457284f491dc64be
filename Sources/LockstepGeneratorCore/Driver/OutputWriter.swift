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
        // Temporary file beside the output, then rename(2): atomic for readers. No fsync: build outputs are
        // regenerated after a crash anyway, and syncing every file made generation I/O-bound.
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        try writeFile(data, at: temporary.path)
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
        return true
    }

    /// Creates (or truncates) `path` and writes `data` with plain POSIX calls: Foundation's writers add a
    /// temporary file and an fsync of their own.
    private static func writeFile(_ data: Data, at path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { buffer in
            guard buffer.count > 0 else { return }
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                offset += written
            }
        }
    }

    /// Reads an input file's bytes.
    public static func read(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
