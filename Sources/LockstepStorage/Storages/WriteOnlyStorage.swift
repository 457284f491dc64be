/// A type-erased storage that can only be written to.
///
/// Make one with ``WritableStorageProtocol/asWriteOnlyStorage()`` to hand out a sink without letting its
/// holder read what was stored. It is `Sendable` when its key and value are.
public struct WriteOnlyStorage<Key, Value>: WriteOnlyStorageProtocol {
    /// A write or removal in completion-handler form.
    typealias Operation<Input> = (Input, Key, @escaping (ShallowsResult<Void>) -> Void) -> Void

    /// The name given at creation, or the wrapped storage's.
    public let storageName: String
    private let setValue: Operation<Value>
    private let removeValue: Operation<Void>

    /// Creates a storage that writes with `set`, which calls its completion handler once. Removing fails
    /// with ``UnimplementedOperationError``.
    public init(storageName: String, set: @escaping (Value, Key, @escaping (ShallowsResult<Void>) -> Void) -> Void) {
        self.init(storageName: storageName, set: set) { key, completion in
            completion(.failure(UnimplementedOperationError(storageName: storageName, operation: "remove", key: "\(key)")))
        }
    }

    /// Creates a storage that writes with `set` and removes with `remove`, each calling its completion
    /// handler once.
    public init(
        storageName: String,
        set: @escaping (Value, Key, @escaping (ShallowsResult<Void>) -> Void) -> Void,
        remove: @escaping (Key, @escaping (ShallowsResult<Void>) -> Void) -> Void
    ) {
        self.init(storageName: storageName, setValue: set, removeValue: { _, key, completion in remove(key, completion) })
    }

    /// Creates a storage that writes with the `async` closure `set` and removes with `remove`.
    public init(
        storageName: String = "write-only",
        set: @escaping (Value, Key) async throws -> Void,
        remove: @escaping (Key) async throws -> Void
    ) {
        self.init(
            storageName: storageName,
            setValue: { value, key, completion in Self.run({ try await set(value, key) }, completion: completion) },
            removeValue: { _, key, completion in Self.run({ try await remove(key) }, completion: completion) }
        )
    }

    /// Wraps `storage`, keeping its name.
    public init<S: WritableStorageProtocol>(_ storage: S) where S.Key == Key, S.Value == Value {
        self.init(storageName: storage.storageName, set: storage.set(_:forKey:completion:), remove: storage.remove(forKey:completion:))
    }

    private init(storageName: String, setValue: @escaping Operation<Value>, removeValue: @escaping Operation<Void>) {
        self.storageName = storageName
        self.setValue = setValue
        self.removeValue = removeValue
    }

    /// Stores `value` under `key`, then calls `completion` with the outcome.
    public func set(_ value: Value, forKey key: Key, completion: @escaping (ShallowsResult<Void>) -> Void) {
        setValue(value, key, completion)
    }

    /// Removes the value stored under `key`, then calls `completion` with the outcome.
    public func remove(forKey key: Key, completion: @escaping (ShallowsResult<Void>) -> Void) {
        removeValue((), key, completion)
    }

    /// Itself.
    public func asWriteOnlyStorage() -> WriteOnlyStorage<Key, Value> {
        self
    }

    /// The same storage under another name.
    public func renaming(to newName: String) -> WriteOnlyStorage<Key, Value> {
        WriteOnlyStorage(storageName: newName, setValue: setValue, removeValue: removeValue)
    }

    /// A storage that keeps nothing: every write and removal fails with ``EmptyCacheError/cacheIsAlwaysEmpty``.
    public static func empty() -> WriteOnlyStorage<Key, Value> {
        WriteOnlyStorage(
            storageName: "empty",
            setValue: { _, _, completion in completion(.failure(EmptyCacheError.cacheIsAlwaysEmpty)) },
            removeValue: { _, _, completion in completion(.failure(EmptyCacheError.cacheIsAlwaysEmpty)) }
        )
    }

    private static func run(_ operation: @escaping () async throws -> Void, completion: @escaping (ShallowsResult<Void>) -> Void) {
        startTask(UncheckedSendable {
            do {
                try await operation()
                completion(.success(()))
            } catch {
                completion(.failure(error))
            }
        })
    }
}

// @unchecked Sendable: the only state is the name and the two closures, all immutable; the closures are called
// from any thread, which every storage must allow, and the keys and values that cross threads are `Sendable`.
extension WriteOnlyStorage: @unchecked Sendable where Key: Sendable, Value: Sendable {}
