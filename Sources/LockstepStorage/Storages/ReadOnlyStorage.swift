/// A type-erased storage that can only be read.
///
/// Make one with ``ReadableStorageProtocol/asReadOnlyStorage()`` to hide a storage's writing side, then map
/// and compose it like any other:
///
/// ```swift
/// let bundled = DiskStorage.main.folder("immutable", in: .applicationSupportDirectory)
///     .mapString(withEncoding: .utf8)
///     .asReadOnlyStorage()                    // ReadOnlyStorage<Filename, String>
/// ```
///
/// It is `Sendable` when its key and value are: like every storage, it may be called from any thread.
public struct ReadOnlyStorage<Key, Value>: ReadOnlyStorageProtocol {
    /// The name given at creation, or the wrapped storage's.
    public let storageName: String
    private let retrieveValue: (Key, @escaping (ShallowsResult<Value>) -> Void) -> Void

    /// Creates a storage that reads with `retrieve`, which calls its completion handler once.
    public init(storageName: String, retrieve: @escaping (Key, @escaping (ShallowsResult<Value>) -> Void) -> Void) {
        self.storageName = storageName
        retrieveValue = retrieve
    }

    /// Creates a storage that reads with the `async` closure `retrieve`.
    public init(storageName: String = "read-only", retrieve: @escaping (Key) async throws -> Value) {
        self.init(storageName: storageName) { key, completion in
            startTask(UncheckedSendable {
                do {
                    completion(.success(try await retrieve(key)))
                } catch {
                    completion(.failure(error))
                }
            })
        }
    }

    /// Wraps `storage`, keeping its name.
    public init<S: ReadableStorageProtocol>(_ storage: S) where S.Key == Key, S.Value == Value {
        self.init(storageName: storage.storageName, retrieve: storage.retrieve(forKey:completion:))
    }

    /// Reads the value stored for `key` and passes it, or the error, to `completion`.
    public func retrieve(forKey key: Key, completion: @escaping (ShallowsResult<Value>) -> Void) {
        retrieveValue(key, completion)
    }

    /// Itself.
    public func asReadOnlyStorage() -> ReadOnlyStorage<Key, Value> {
        self
    }

    /// The same storage under another name.
    public func renaming(to newName: String) -> ReadOnlyStorage<Key, Value> {
        ReadOnlyStorage(storageName: newName, retrieve: retrieveValue)
    }

    /// A storage that holds nothing: every read fails with ``EmptyCacheError/cacheIsAlwaysEmpty``.
    public static func empty() -> ReadOnlyStorage<Key, Value> {
        ReadOnlyStorage(storageName: "empty") { _, completion in completion(.failure(EmptyCacheError.cacheIsAlwaysEmpty)) }
    }
}

// @unchecked Sendable: the only state is the name and the read closure, both immutable; the closure is called
// from any thread, which every storage must allow (the storage contract, Shallows' too), and the keys and
// values that cross threads are `Sendable` here.
extension ReadOnlyStorage: @unchecked Sendable where Key: Sendable, Value: Sendable {}
