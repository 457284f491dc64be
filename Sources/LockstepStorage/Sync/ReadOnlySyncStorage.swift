/// A blocking form of a read-only storage, for scripts and tests; see ``SyncStorage``.
public struct ReadOnlySyncStorage<Key, Value> {
    /// The name of the storage it blocks on.
    public let storageName: String
    private let retrieveValue: (Key) throws -> Value

    /// Creates a storage from a blocking read.
    public init(storageName: String, retrieve: @escaping (Key) throws -> Value) {
        self.storageName = storageName
        retrieveValue = retrieve
    }

    /// The value stored for `key`; blocks until it is read.
    @available(*, noasync, message: "use the async storage")
    public func retrieve(forKey key: Key) throws -> Value {
        try retrieveValue(key)
    }
}

extension ReadOnlySyncStorage where Key == Void {
    /// The single value; blocks until it is read.
    @available(*, noasync, message: "use the async storage")
    public func retrieve() throws -> Value {
        try retrieve(forKey: ())
    }
}

extension ReadOnlyStorageProtocol {
    /// This storage in a blocking form, for scripts and tests.
    public func makeSyncStorage() -> ReadOnlySyncStorage<Key, Value> {
        ReadOnlySyncStorage(storageName: "\(storageName)-sync") { key in
            try CompletionWait.wait { self.retrieve(forKey: key, completion: $0) }
        }
    }
}
