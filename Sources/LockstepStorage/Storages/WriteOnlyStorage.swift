/// A type-erased storage that can only be written to.
///
/// Make one with ``WriteOnlyStorageProtocol/asWriteOnlyStorage()`` to hand out a sink without letting its
/// holder read what was stored.
public struct WriteOnlyStorage<Key: Sendable, Value: Sendable>: WriteOnlyStorageProtocol {
    private let setValue: @Sendable (Value, Key) async throws -> Void
    private let removeValue: @Sendable (Key) async throws -> Void

    /// Creates a storage that writes with `set` and removes with `remove`.
    public init(
        set: @escaping @Sendable (Value, Key) async throws -> Void,
        remove: @escaping @Sendable (Key) async throws -> Void
    ) {
        setValue = set
        removeValue = remove
    }

    /// Wraps `storage`.
    public init<S: WriteOnlyStorageProtocol>(_ storage: S) where S.Key == Key, S.Value == Value {
        self.init(set: storage.set(_:forKey:), remove: storage.remove(forKey:))
    }

    /// Stores `value` under `key`.
    public func set(_ value: Value, forKey key: Key) async throws {
        try await setValue(value, key)
    }

    /// Removes the value stored under `key`.
    public func remove(forKey key: Key) async throws {
        try await removeValue(key)
    }
}

extension WriteOnlyStorageProtocol {
    /// This storage without its reading side.
    public func asWriteOnlyStorage() -> WriteOnlyStorage<Key, Value> {
        WriteOnlyStorage(self)
    }
}
