/// A blocking form of a storage, for scripts and tests: each call waits for the storage's operation.
///
/// ```swift
/// let strings = DiskStorage.main.folder("strings", in: .cachesDirectory)
///     .mapString(withEncoding: .utf8)
///     .makeSyncStorage()
/// let existing = try strings.retrieve(forKey: "hello")
/// try strings.set(existing.uppercased(), forKey: "hello")
/// ```
///
/// Its methods block the calling thread, so they are unavailable from async code: blocking a thread of
/// Swift's cooperative pool can starve the very task being waited for.
public struct SyncStorage<Key, Value> {
    /// The name of the storage it blocks on.
    public let storageName: String
    private let retrieveValue: (Key) throws -> Value
    private let setValue: (Value, Key) throws -> Void
    private let removeValue: (Key) throws -> Void

    /// Creates a storage from blocking operations; removing fails with ``UnimplementedOperationError``.
    public init(storageName: String, retrieve: @escaping (Key) throws -> Value, set: @escaping (Value, Key) throws -> Void) {
        self.init(storageName: storageName, retrieve: retrieve, set: set) { key in
            throw UnimplementedOperationError(storageName: storageName, operation: "remove", key: "\(key)")
        }
    }

    /// Creates a storage from blocking operations.
    public init(
        storageName: String,
        retrieve: @escaping (Key) throws -> Value,
        set: @escaping (Value, Key) throws -> Void,
        remove: @escaping (Key) throws -> Void
    ) {
        self.storageName = storageName
        retrieveValue = retrieve
        setValue = set
        removeValue = remove
    }

    /// The value stored for `key`; blocks until it is read.
    @available(*, noasync, message: "use the async storage")
    public func retrieve(forKey key: Key) throws -> Value {
        try retrieveValue(key)
    }

    /// Stores `value` under `key`; blocks until it is written.
    @available(*, noasync, message: "use the async storage")
    public func set(_ value: Value, forKey key: Key) throws {
        try setValue(value, key)
    }

    /// Removes the value under `key`; blocks until it is removed.
    @available(*, noasync, message: "use the async storage")
    public func remove(forKey key: Key) throws {
        try removeValue(key)
    }
}

extension SyncStorage where Key == Void {
    /// The single value; blocks until it is read.
    @available(*, noasync, message: "use the async storage")
    public func retrieve() throws -> Value {
        try retrieve(forKey: ())
    }

    /// Stores the single value; blocks until it is written.
    @available(*, noasync, message: "use the async storage")
    public func set(_ value: Value) throws {
        try set(value, forKey: ())
    }
}

extension StorageProtocol {
    /// This storage in a blocking form, for scripts and tests.
    public func makeSyncStorage() -> SyncStorage<Key, Value> {
        let storage = asStorage()
        return SyncStorage(
            storageName: "\(storageName)-sync",
            retrieve: { key in try CompletionWait.wait { storage.retrieve(forKey: key, completion: $0) } },
            set: { value, key in try CompletionWait.wait { storage.set(value, forKey: key, completion: $0) } },
            remove: { key in try CompletionWait.wait { storage.remove(forKey: key, completion: $0) } }
        )
    }
}
