import Foundation

/// Why a disk operation failed: each case names the key, its file, and the system's error.
///
/// A ``DiskFolderStorage`` names the ``Filename`` key; a ``DiskStorage``, keyed by file URLs, names the path.
public enum DiskStorageError: MissingValueError, CustomStringConvertible {
    /// Nothing is stored under `key` (its file does not exist).
    case noValue(key: String, file: URL)
    /// The file of `key` exists but could not be read.
    case readFailed(key: String, file: URL, underlying: any Error)
    /// The value for `key` could not be written; what was stored before is unchanged.
    case writeFailed(key: String, file: URL, underlying: any Error)
    /// The file of `key` could not be removed.
    case removeFailed(key: String, file: URL, underlying: any Error)
    /// The value of `key` could not be moved to `newKey`.
    case moveFailed(key: String, newKey: String, file: URL, underlying: any Error)

    /// True for ``noValue(key:file:)``.
    public var isMissingValue: Bool {
        if case .noValue = self { true } else { false }
    }

    /// The key and the reason, for logs.
    public var description: String {
        switch self {
        case .noValue(let key, let file):
            "no value for key \"\(key)\" (no file \(file.path))"
        case .readFailed(let key, let file, let underlying):
            "cannot read the value for key \"\(key)\" from \(file.path): \(underlying)"
        case .writeFailed(let key, let file, let underlying):
            "cannot write the value for key \"\(key)\" to \(file.path): \(underlying)"
        case .removeFailed(let key, let file, let underlying):
            "cannot remove the value for key \"\(key)\" at \(file.path): \(underlying)"
        case .moveFailed(let key, let newKey, let file, let underlying):
            "cannot move the value for key \"\(key)\" at \(file.path) to key \"\(newKey)\": \(underlying)"
        }
    }

    /// The same error naming `key` (and `newKey`) instead: how a folder storage names its own keys.
    func naming(_ key: String, _ newKey: String) -> DiskStorageError {
        switch self {
        case .noValue(_, let file): .noValue(key: key, file: file)
        case .readFailed(_, let file, let underlying): .readFailed(key: key, file: file, underlying: underlying)
        case .writeFailed(_, let file, let underlying): .writeFailed(key: key, file: file, underlying: underlying)
        case .removeFailed(_, let file, let underlying): .removeFailed(key: key, file: file, underlying: underlying)
        case .moveFailed(_, _, let file, let underlying): .moveFailed(key: key, newKey: newKey, file: file, underlying: underlying)
        }
    }
}
