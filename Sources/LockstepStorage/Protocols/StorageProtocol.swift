/// A storage that can be read, written and cleared: what ``Storage`` erases.
///
/// A custom storage written the way Shallows' README shows conforms as it is:
///
/// ```swift
/// final class MyStorage: StorageProtocol {
///     func retrieve(forKey key: String, completion: @escaping (ShallowsResult<Int>) -> ()) { ... }
///     func set(_ value: Int, forKey key: String, completion: @escaping (ShallowsResult<Void>) -> ()) { ... }
/// }
/// let storage = MyStorage().asStorage()   // Storage<String, Int>
/// ```
///
/// and so does one written with `async` methods. See ``ReadableStorageProtocol`` and
/// ``WritableStorageProtocol`` for which methods to implement.
public protocol StorageProtocol<Key, Value>: ReadableStorageProtocol, WritableStorageProtocol {
    /// Moves the value stored under `key` to `newKey`, replacing what `newKey` held.
    ///
    /// The default reads, writes and removes; a storage that can rename in place (``DiskStorage`` renames
    /// the file) implements it, so that moving never rewrites the bytes.
    func moveValue(forKey key: Key, toKey newKey: Key) async throws

    /// This storage, type-erased; a ``Storage`` returns itself.
    func asStorage() -> Storage<Key, Value>
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

    /// This storage, type-erased.
    public func asStorage() -> Storage<Key, Value> {
        Storage(self)
    }
}
