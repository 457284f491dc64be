/// A blocking form of a write-only storage, for scripts and tests; see ``SyncStorage``.
public struct WriteOnlySyncStorage<Key, Value> {
    /// The name of the storage it blocks on.
    public let storageName: String
    private let setValue: (Value, Key) throws -> Void
    private let removeValue: (Key) throws -> Void

    /// Creates a storage from a blocking write; removing fails with ``UnimplementedOperationError``.
    public init(storageName: String, set: @escaping (Value, Key) throws -> Void) {
        self.init(storageName: storageName, set: set) { key in
            throw UnimplementedOperationError(storageName: storageName, operation: "remove", key: "\(key)")
        }
    }

    /// Creates a storage from a blocking write and a blocking removal.
    public init(storageName: String, set: @escaping (Value, Key) throws -> Void, remove: @escaping (Key) throws -> Void) {
        self.storageName = storageName
        setValue = set
        removeValue = remove
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

extension WriteOnlySyncStorage where Key == Void {
    /// Stores the single value; blocks until it is written.
    @available(*, noasync, message: "use the async storage")
    public func set(_ value: Value) throws {
        try set(value, forKey: ())
    }
}

extension WriteOnlyStorageProtocol {
    /// This storage in a blocking form, for scripts and tests.
    public func makeSyncStorage() -> WriteOnlySyncStorage<Key, Value> {
        WriteOnlySyncStorage(
            storageName: "\(storageName)-sync",
            set: { value, key in try CompletionWait.wait { self.set(value, forKey: key, completion: $0) } },
            remove: { key in try CompletionWait.wait { self.remove(forKey: key, completion: $0) } }
        )
    }
}
