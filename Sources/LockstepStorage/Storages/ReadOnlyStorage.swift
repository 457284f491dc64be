/// A type-erased storage that can only be read.
///
/// Make one with ``ReadOnlyStorageProtocol/asReadOnlyStorage()`` to hide a storage's writing side, then map
/// and compose it like any other:
///
/// ```swift
/// let bundled = DiskStorage.main.folder("immutable", in: .applicationSupportDirectory)
///     .mapString(withEncoding: .utf8)
///     .asReadOnlyStorage()                    // ReadOnlyStorage<String, String>
/// ```
public struct ReadOnlyStorage<Key: Sendable, Value: Sendable>: ReadOnlyStorageProtocol {
    private let retrieveValue: @Sendable (Key) async throws -> Value

    /// Creates a storage that reads with `retrieve`.
    public init(retrieve: @escaping @Sendable (Key) async throws -> Value) {
        retrieveValue = retrieve
    }

    /// Wraps `storage`.
    public init<S: ReadOnlyStorageProtocol>(_ storage: S) where S.Key == Key, S.Value == Value {
        self.init(retrieve: storage.retrieve(forKey:))
    }

    /// The value stored for `key`.
    public func retrieve(forKey key: Key) async throws -> Value {
        try await retrieveValue(key)
    }
}

extension ReadOnlyStorageProtocol {
    /// This storage without its writing side.
    public func asReadOnlyStorage() -> ReadOnlyStorage<Key, Value> {
        ReadOnlyStorage(self)
    }
}
