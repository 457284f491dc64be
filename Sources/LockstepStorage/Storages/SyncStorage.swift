import Dispatch

/// A blocking form of a storage, for scripts and tests: each call waits for the storage's async operation.
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
public struct SyncStorage<Key: Sendable, Value: Sendable>: Sendable {
    private let storage: Storage<Key, Value>

    init(_ storage: Storage<Key, Value>) {
        self.storage = storage
    }

    /// The value stored for `key`; blocks until it is read.
    @available(*, noasync, message: "use the async storage")
    public func retrieve(forKey key: Key) throws -> Value {
        try Self.wait { try await storage.retrieve(forKey: key) }
    }

    /// Stores `value` under `key`; blocks until it is written.
    @available(*, noasync, message: "use the async storage")
    public func set(_ value: Value, forKey key: Key) throws {
        try Self.wait { try await storage.set(value, forKey: key) }
    }

    /// Removes the value under `key`; blocks until it is removed.
    @available(*, noasync, message: "use the async storage")
    public func remove(forKey key: Key) throws {
        try Self.wait { try await storage.remove(forKey: key) }
    }

    /// Runs `operation` in a task and blocks this thread until it has finished.
    private static func wait<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) throws -> T {
        let outcome = Locked<Result<T, any Error>?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                let value = try await operation()
                outcome.withLock { $0 = .success(value) }
            } catch {
                outcome.withLock { $0 = .failure(error) }
            }
            finished.signal()
        }
        finished.wait()
        // The task stored an outcome before signalling.
        return try outcome.withLock { $0! }.get()
    }
}

extension StorageProtocol {
    /// This storage in a blocking form, for scripts and tests.
    public func makeSyncStorage() -> SyncStorage<Key, Value> {
        SyncStorage(asStorage())
    }
}
