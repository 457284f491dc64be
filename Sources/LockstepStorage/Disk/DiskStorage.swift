import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A storage of `Data` in files, keyed by the file's URL: what ``DiskFolderStorage`` stores its files with.
///
/// ```swift
/// let cities = DiskStorage.main.folder("cities", in: .cachesDirectory).mapJSONObject(City.self)
/// let raw = try await DiskStorage.main.retrieve(forKey: URL(fileURLWithPath: "/tmp/notes.txt"))
/// ```
///
/// - Every write is atomic: readers, other processes and a process restarted after a crash see the old
///   value or the new one, never a part of one; a failed write leaves the old value in place and no
///   temporary file behind.
/// - Operations run one after another, in the order they were called, on a queue of the storage (so a
///   `set` then a `retrieve` read what was set); completion handlers are called on that queue.
/// - Errors are ``DiskStorageError``s naming the file and the cause.
public final class DiskStorage: StorageProtocol, Sendable {
    /// The storage every `DiskStorage.main.folder(_:in:)` writes through.
    public static let main = DiskStorage(creatingDirectories: true)

    /// Whether a write creates the folders of its file when they do not exist; when false, writing into a
    /// missing folder fails.
    public let creatingDirectories: Bool
    private let queue = DispatchQueue(label: "LockstepStorage.DiskStorage", qos: .userInitiated)

    /// Creates a storage; see ``creatingDirectories``.
    public init(creatingDirectories: Bool = true) {
        self.creatingDirectories = creatingDirectories
    }

    /// `disk`.
    public var storageName: String { "disk" }

    /// The folder of the file at `fileURL`.
    public static func directoryURL(of fileURL: URL) -> URL {
        fileURL.deletingLastPathComponent()
    }

    /// Reads the file at `key` and passes its bytes, or ``DiskStorageError/noValue(key:file:)`` /
    /// ``DiskStorageError/readFailed(key:file:underlying:)``, to `completion`.
    public func retrieve(forKey key: URL, completion: @escaping (ShallowsResult<Data>) -> Void) {
        inTurn(completion) {
            do {
                return try Data(contentsOf: key)
            } catch CocoaError.fileReadNoSuchFile {
                throw DiskStorageError.noValue(key: key.path, file: key)
            } catch {
                throw DiskStorageError.readFailed(key: key.path, file: key, underlying: error)
            }
        }
    }

    /// Replaces the file at `key` with `value`, atomically, then calls `completion`; a failure is
    /// ``DiskStorageError/writeFailed(key:file:underlying:)``.
    public func set(_ value: Data, forKey key: URL, completion: @escaping (ShallowsResult<Void>) -> Void) {
        inTurn(completion) { [creatingDirectories] in
            do {
                try AtomicFile.write(value, to: key, createsFolder: creatingDirectories)
            } catch {
                throw DiskStorageError.writeFailed(key: key.path, file: key, underlying: error)
            }
        }
    }

    /// Deletes the file at `key`, then calls `completion`; deleting a missing file succeeds. A failure is
    /// ``DiskStorageError/removeFailed(key:file:underlying:)``.
    public func remove(forKey key: URL, completion: @escaping (ShallowsResult<Void>) -> Void) {
        inTurn(completion) {
            guard unlink(key.path) == 0 || errno == ENOENT else {
                throw DiskStorageError.removeFailed(key: key.path, file: key, underlying: AtomicFile.currentError())
            }
        }
    }

    /// Renames the file at `key` to `newKey`, replacing it: the bytes are not rewritten.
    ///
    /// - Throws: ``DiskStorageError/noValue(key:file:)`` when there is no file,
    ///   ``DiskStorageError/moveFailed(key:newKey:file:underlying:)`` when it cannot be renamed.
    public func moveValue(forKey key: URL, toKey newKey: URL) async throws {
        try await withCheckedThrowingContinuation { continuation in
            inTurn({ continuation.resume(with: $0) }) { [creatingDirectories] in
                try Self.renameFile(key, to: newKey, creatingDirectories: creatingDirectories)
            }
        }
    }

    private static func renameFile(_ file: URL, to newFile: URL, creatingDirectories: Bool) throws {
        guard rename(file.path, newFile.path) != 0 else { return }
        var failure = errno
        let fileExists = FileManager.default.fileExists(atPath: file.path)
        // The destination's folder may not exist yet; it is made only when there is a file to move into it.
        if failure == ENOENT, fileExists, creatingDirectories {
            try? FileManager.default.createDirectory(at: directoryURL(of: newFile), withIntermediateDirectories: true)
            guard rename(file.path, newFile.path) != 0 else { return }
            failure = errno
        }
        if failure == ENOENT, !fileExists {
            throw DiskStorageError.noValue(key: file.path, file: file)
        }
        let underlying = POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
        throw DiskStorageError.moveFailed(key: file.path, newKey: newFile.path, file: file, underlying: underlying)
    }

    /// Runs `operation` on the queue after everything called before it, and hands its outcome to `completion`.
    private func inTurn<T>(_ completion: @escaping (ShallowsResult<T>) -> Void, _ operation: @escaping @Sendable () throws -> T) {
        let completion = UncheckedSendable(completion)
        queue.async {
            completion.value(ShallowsResult(catching: operation))
        }
    }
}
