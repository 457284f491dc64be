/// A type-erased storage that can be read, written and cleared: the type every transform and composition
/// returns.
///
/// ```swift
/// let cities = DiskStorage.main.folder("cities", in: .cachesDirectory)
///     .mapJSONObject(City.self)               // Storage<String, City>
/// try await cities.set(kharkiv, forKey: "kharkiv")
/// let city = try await cities.retrieve(forKey: "kharkiv")
/// ```
public struct Storage<Key: Sendable, Value: Sendable>: StorageProtocol {
    private let retrieveValue: @Sendable (Key) async throws -> Value
    private let setValue: @Sendable (Value, Key) async throws -> Void
    private let removeValue: @Sendable (Key) async throws -> Void
    private let moveValueAside: (@Sendable (Key, Key) async throws -> Void)?

    /// Creates a storage from its operations.
    ///
    /// - Parameters:
    ///   - retrieve: reads the value of a key.
    ///   - set: writes a value under a key.
    ///   - remove: removes the value of a key; removing a missing key should succeed.
    ///   - move: moves a value to another key; nil reads, writes and removes (see
    ///     ``StorageProtocol/moveValue(forKey:toKey:)``).
    public init(
        retrieve: @escaping @Sendable (Key) async throws -> Value,
        set: @escaping @Sendable (Value, Key) async throws -> Void,
        remove: @escaping @Sendable (Key) async throws -> Void,
        move: (@Sendable (Key, Key) async throws -> Void)? = nil
    ) {
        retrieveValue = retrieve
        setValue = set
        removeValue = remove
        moveValueAside = move
    }

    /// Wraps `storage`, keeping its own way of moving values.
    public init<S: StorageProtocol>(_ storage: S) where S.Key == Key, S.Value == Value {
        self.init(
            retrieve: storage.retrieve(forKey:),
            set: storage.set(_:forKey:),
            remove: storage.remove(forKey:),
            move: storage.moveValue(forKey:toKey:)
        )
    }

    /// Joins a reading side and a writing side into one storage.
    ///
    /// - Parameters:
    ///   - read: what `retrieve` reads from.
    ///   - write: what `set` and `remove` write to.
    ///   - move: how to move a value to another key; nil reads, writes and removes.
    public init(
        read: ReadOnlyStorage<Key, Value>,
        write: WriteOnlyStorage<Key, Value>,
        move: (@Sendable (Key, Key) async throws -> Void)? = nil
    ) {
        self.init(retrieve: read.retrieve(forKey:), set: write.set(_:forKey:), remove: write.remove(forKey:), move: move)
    }

    /// The value stored for `key`.
    public func retrieve(forKey key: Key) async throws -> Value {
        try await retrieveValue(key)
    }

    /// Stores `value` under `key`.
    public func set(_ value: Value, forKey key: Key) async throws {
        try await setValue(value, key)
    }

    /// Removes the value stored under `key`.
    public func remove(forKey key: Key) async throws {
        try await removeValue(key)
    }

    /// Moves the value stored under `key` to `newKey`, with the wrapped storage's own move when it has one.
    public func moveValue(forKey key: Key, toKey newKey: Key) async throws {
        if let moveValueAside {
            try await moveValueAside(key, newKey)
        } else {
            try await copyValueThenRemove(forKey: key, toKey: newKey)
        }
    }
}

extension StorageProtocol {
    /// This storage, type-erased.
    public func asStorage() -> Storage<Key, Value> {
        Storage(self)
    }
}
