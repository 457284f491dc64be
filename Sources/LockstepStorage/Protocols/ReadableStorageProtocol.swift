/// A storage that values can be read from.
///
/// Implement either form of `retrieve`; the other comes with it. Shallows' way, with a completion handler:
///
/// ```swift
/// final class Greetings: ReadableStorageProtocol {
///     func retrieve(forKey key: String, completion: @escaping (ShallowsResult<String>) -> Void) {
///         completion(.success("Hello, \(key)!"))
///     }
/// }
/// ```
///
/// or with `async`:
///
/// ```swift
/// struct Greetings: ReadOnlyStorageProtocol {
///     func retrieve(forKey key: String) async throws -> String { "Hello, \(key)!" }
/// }
/// ```
///
/// Calls may come from any thread at once, so a storage must be safe to use concurrently; a completion
/// handler may be called on any thread, once.
public protocol ReadableStorageProtocol<Key, Value>: StorageDesign {
    /// What values are looked up by.
    associatedtype Key
    /// What is stored.
    associatedtype Value

    /// Reads the value stored for `key` and passes it, or the error, to `completion`.
    ///
    /// The default calls the `async` form in a new task.
    func retrieve(forKey key: Key, completion: @escaping (ShallowsResult<Value>) -> Void)

    /// The value stored for `key`.
    ///
    /// The default waits for the completion-handler form.
    ///
    /// - Throws: an error when there is no value for `key` (see ``MissingValueError``) or it cannot be read.
    func retrieve(forKey key: Key) async throws -> Value

    /// This storage without its writing side; a ``ReadOnlyStorage`` returns itself.
    func asReadOnlyStorage() -> ReadOnlyStorage<Key, Value>
}

extension ReadableStorageProtocol {
    /// Calls the `async` form in a new task, then `completion`.
    public func retrieve(forKey key: Key, completion: @escaping (ShallowsResult<Value>) -> Void) {
        guard !DefaultForms.isBridging(Self.self, "retrieve") else {
            return completion(.failure(UnimplementedOperationError(storageName: storageName, operation: "retrieve", key: "\(key)")))
        }
        startTask(UncheckedSendable {
            do {
                completion(.success(try await self.retrieve(forKey: key)))
            } catch {
                completion(.failure(error))
            }
        })
    }

    /// Waits for the completion-handler form.
    public func retrieve(forKey key: Key) async throws -> Value {
        try await DefaultForms.bridge(Self.self, "retrieve") {
            try await withCheckedThrowingContinuation { continuation in
                retrieve(forKey: key) { result in continuation.resume(with: UncheckedSendable(result).value) }
            }
        }
    }

    /// This storage, type-erased to its reading side.
    public func asReadOnlyStorage() -> ReadOnlyStorage<Key, Value> {
        ReadOnlyStorage(self)
    }
}

extension ReadableStorageProtocol where Key == Void {
    /// Reads the single value and passes it, or the error, to `completion`.
    public func retrieve(completion: @escaping (ShallowsResult<Value>) -> Void) {
        retrieve(forKey: (), completion: completion)
    }

    /// The single value.
    public func retrieve() async throws -> Value {
        try await retrieve(forKey: ())
    }
}
