/// A type-erased storage that can be read, written and cleared: the type every transform and composition
/// returns.
///
/// ```swift
/// let cities = DiskStorage.main.folder("cities", in: .cachesDirectory)
///     .mapJSONObject(City.self)               // Storage<Filename, City>
/// try await cities.set(kharkiv, forKey: "kharkiv")
/// let city = try await cities.retrieve(forKey: "kharkiv")
/// ```
///
/// It is `Sendable` when its key and value are.
public struct Storage<Key, Value>: StorageProtocol {
    /// How a value moves to another key.
    public typealias Move = (_ key: Key, _ newKey: Key) async throws -> Void

    /// The name given at creation, or the wrapped storage's.
    public let storageName: String
    private let reading: ReadOnlyStorage<Key, Value>
    private let writing: WriteOnlyStorage<Key, Value>
    private let moving: Move?

    /// Joins a reading side and a writing side into one storage.
    ///
    /// - Parameters:
    ///   - storageName: the name of the storage, which both sides take.
    ///   - read: what `retrieve` reads from.
    ///   - write: what `set` and `remove` write to.
    ///   - move: how to move a value to another key; nil reads, writes and removes (see
    ///     ``StorageProtocol/moveValue(forKey:toKey:)``).
    public init(storageName: String, read: ReadOnlyStorage<Key, Value>, write: WriteOnlyStorage<Key, Value>, move: Move? = nil) {
        self.storageName = storageName
        reading = read.renaming(to: storageName)
        writing = write.renaming(to: storageName)
        moving = move
    }

    /// Joins a reading side and a writing side into one storage, named after the reading side.
    public init(read: ReadOnlyStorage<Key, Value>, write: WriteOnlyStorage<Key, Value>, move: Move? = nil) {
        self.init(storageName: read.storageName, read: read, write: write, move: move)
    }

    /// Creates a storage from completion-handler operations; removing fails with
    /// ``UnimplementedOperationError``.
    public init(
        storageName: String,
        retrieve: @escaping (Key, @escaping (ShallowsResult<Value>) -> Void) -> Void,
        set: @escaping (Value, Key, @escaping (ShallowsResult<Void>) -> Void) -> Void
    ) {
        self.init(
            storageName: storageName,
            read: ReadOnlyStorage(storageName: storageName, retrieve: retrieve),
            write: WriteOnlyStorage(storageName: storageName, set: set)
        )
    }

    /// Creates a storage from `async` operations.
    ///
    /// - Parameters:
    ///   - storageName: the name of the storage.
    ///   - retrieve: reads the value of a key.
    ///   - set: writes a value under a key.
    ///   - remove: removes the value of a key; removing a missing key should succeed.
    ///   - move: moves a value to another key; nil reads, writes and removes.
    public init(
        storageName: String = "storage",
        retrieve: @escaping (Key) async throws -> Value,
        set: @escaping (Value, Key) async throws -> Void,
        remove: @escaping (Key) async throws -> Void,
        move: Move? = nil
    ) {
        self.init(
            storageName: storageName,
            read: ReadOnlyStorage(storageName: storageName, retrieve: retrieve),
            write: WriteOnlyStorage(storageName: storageName, set: set, remove: remove),
            move: move
        )
    }

    /// Wraps `storage`, keeping its name and its own way of moving values.
    public init<S: StorageProtocol>(_ storage: S) where S.Key == Key, S.Value == Value {
        self.init(
            storageName: storage.storageName,
            read: ReadOnlyStorage(storage),
            write: WriteOnlyStorage(storage),
            move: storage.moveValue(forKey:toKey:)
        )
    }

    /// Reads the value stored for `key` and passes it, or the error, to `completion`.
    public func retrieve(forKey key: Key, completion: @escaping (ShallowsResult<Value>) -> Void) {
        reading.retrieve(forKey: key, completion: completion)
    }

    /// Stores `value` under `key`, then calls `completion` with the outcome.
    public func set(_ value: Value, forKey key: Key, completion: @escaping (ShallowsResult<Void>) -> Void) {
        writing.set(value, forKey: key, completion: completion)
    }

    /// Removes the value stored under `key`, then calls `completion` with the outcome.
    public func remove(forKey key: Key, completion: @escaping (ShallowsResult<Void>) -> Void) {
        writing.remove(forKey: key, completion: completion)
    }

    /// Moves the value stored under `key` to `newKey`, with the wrapped storage's own move when it has one.
    public func moveValue(forKey key: Key, toKey newKey: Key) async throws {
        if let moving {
            try await moving(key, newKey)
        } else {
            try await copyValueThenRemove(forKey: key, toKey: newKey)
        }
    }

    /// The reading side.
    public func asReadOnlyStorage() -> ReadOnlyStorage<Key, Value> {
        reading
    }

    /// The writing side.
    public func asWriteOnlyStorage() -> WriteOnlyStorage<Key, Value> {
        writing
    }

    /// Itself.
    public func asStorage() -> Storage<Key, Value> {
        self
    }

    /// The same storage under another name, which its reading and writing sides take too.
    public func renaming(to newName: String) -> Storage<Key, Value> {
        Storage(storageName: newName, read: reading, write: writing, move: moving)
    }

    /// A storage that holds nothing: every operation fails with ``EmptyCacheError/cacheIsAlwaysEmpty``.
    public static func empty() -> Storage<Key, Value> {
        Storage(storageName: "empty", read: .empty(), write: .empty())
    }
}

// @unchecked Sendable: the only state is the name, the two sides (`Sendable` under the same condition) and
// the immutable move closure, called from any thread as every storage allows.
extension Storage: @unchecked Sendable where Key: Sendable, Value: Sendable {}
