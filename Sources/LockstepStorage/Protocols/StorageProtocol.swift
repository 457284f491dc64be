/// A storage that can be read, written and cleared: what ``Storage`` erases.
///
/// ```swift
/// final class Counters: StorageProtocol { ... }
/// let storage = Counters().asStorage()   // Storage<String, Int>
/// ```
public protocol StorageProtocol<Key, Value>: ReadOnlyStorageProtocol, WriteOnlyStorageProtocol {
    /// Moves the value stored under `key` to `newKey`, replacing what `newKey` held.
    ///
    /// The default reads, writes and removes; a storage that can rename in place (``DiskStorage`` renames
    /// the file) implements it, so that moving never rewrites the bytes.
    func moveValue(forKey key: Key, toKey newKey: Key) async throws
}

extension StorageProtocol {
    /// Moves the value by reading it, writing it under `newKey`, then removing `key`: if this fails halfway
    /// the value is under both keys, never under neither.
    public func moveValue(forKey key: Key, toKey newKey: Key) async throws {
        try await copyValueThenRemove(forKey: key, toKey: newKey)
    }

    /// The portable move: read, write under `newKey`, remove `key`.
    func copyValueThenRemove(forKey key: Key, toKey newKey: Key) async throws {
        let value = try await retrieve(forKey: key)
        try await set(value, forKey: newKey)
        try await remove(forKey: key)
    }
}
