import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Whole-file writes that readers see entirely or not at all.
///
/// The bytes go to a temporary file in the destination's own folder (so the rename never crosses file
/// systems), which is flushed to disk and then renamed over the destination: rename is atomic, so a reader
/// or a process restarted after a crash finds the old file or the new one, never a part of one. The
/// temporary file is removed when any step fails; only a process killed mid-write leaves one behind, which
/// no key maps to (its name starts with `.`).
enum AtomicFile {
    /// The prefix of temporary files.
    static let temporaryPrefix = ".tmp-"

    /// Replaces the file at `destination` with `data`, creating its folder if needed and `createsFolder`.
    static func write(_ data: Data, to destination: URL, createsFolder: Bool) throws {
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(temporaryPrefix + UUID().uuidString).path
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == ENOENT, createsFolder {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw currentError() }
        do {
            try writeAll(data, to: descriptor)
            // Without this, a power loss after the rename could leave the new name on an empty file.
            guard fsync(descriptor) == 0 else { throw currentError() }
            guard close(descriptor) == 0 else {
                descriptor = -1
                throw currentError()
            }
            descriptor = -1
            guard rename(temporary, destination.path) == 0 else { throw currentError() }
        } catch {
            if descriptor >= 0 {
                close(descriptor)
            }
            unlink(temporary)
            throw error
        }
    }

    /// The error `errno` describes.
    static func currentError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw currentError()
                }
                offset += written
            }
        }
    }
}
