import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A storage of `Data` in a folder: one file per key.
///
/// ```swift
/// let cities = DiskStorage.main.folder("cities", in: .cachesDirectory).mapJSONObject(City.self)
/// let scratch = DiskStorage(directory: URL(fileURLWithPath: "/tmp/scratch"))
/// ```
///
/// - Any `String` is a key; its file name is derived so that two keys never share a file (see
///   ``fileURL(forKey:)``).
/// - Every write is atomic: readers, other processes and a process restarted after a crash see the old
///   value or the new one, never a part of one; a failed write leaves the old value in place and no
///   temporary file behind.
/// - Several storages, in one process or several, may share a folder: writes to different keys never
///   interfere, and concurrent writes to one key leave one of the written values.
/// - Errors are ``DiskStorageError``s naming the key, the file and the cause.
///
/// The folder is created on the first write.
public struct DiskStorage: StorageProtocol {
    /// The folder that holds the files.
    public let directoryURL: URL

    /// Creates a storage in `directory`.
    public init(directory: URL) {
        directoryURL = directory
    }

    /// The file that holds the value of `key`: a spelled-out encoding of a short key (`k_…`), or a readable
    /// start and the SHA-256 of a long one (`h_…`).
    public func fileURL(forKey key: String) -> URL {
        directoryURL.appendingPathComponent(DiskFileName.fileName(forKey: key), isDirectory: false)
    }

    /// The bytes stored for `key`.
    ///
    /// - Throws: ``DiskStorageError/noValue(key:file:)`` when there is no file,
    ///   ``DiskStorageError/readFailed(key:file:underlying:)`` when it cannot be read.
    public func retrieve(forKey key: String) async throws -> Data {
        let file = fileURL(forKey: key)
        do {
            return try Data(contentsOf: file)
        } catch CocoaError.fileReadNoSuchFile {
            throw DiskStorageError.noValue(key: key, file: file)
        } catch {
            throw DiskStorageError.readFailed(key: key, file: file, underlying: error)
        }
    }

    /// Stores `value` under `key`, atomically.
    ///
    /// - Throws: ``DiskStorageError/writeFailed(key:file:underlying:)``.
    public func set(_ value: Data, forKey key: String) async throws {
        let file = fileURL(forKey: key)
        do {
            try AtomicFile.write(value, to: file)
        } catch {
            throw DiskStorageError.writeFailed(key: key, file: file, underlying: error)
        }
    }

    /// Removes the file of `key`; succeeds when there is none.
    ///
    /// - Throws: ``DiskStorageError/removeFailed(key:file:underlying:)``.
    public func remove(forKey key: String) async throws {
        let file = fileURL(forKey: key)
        guard unlink(file.path) == 0 || errno == ENOENT else {
            throw DiskStorageError.removeFailed(key: key, file: file, underlying: AtomicFile.currentError())
        }
    }

    /// Renames the file of `key` to the file of `newKey`, replacing it: the bytes are not rewritten.
    ///
    /// - Throws: ``DiskStorageError/noValue(key:file:)`` when there is no file,
    ///   ``DiskStorageError/moveFailed(key:newKey:file:underlying:)`` when it cannot be renamed.
    public func moveValue(forKey key: String, toKey newKey: String) async throws {
        let file = fileURL(forKey: key)
        guard rename(file.path, fileURL(forKey: newKey).path) == 0 else {
            if errno == ENOENT {
                throw DiskStorageError.noValue(key: key, file: file)
            }
            throw DiskStorageError.moveFailed(key: key, newKey: newKey, file: file, underlying: AtomicFile.currentError())
        }
    }
}
