/// A storage that keeps values in a dictionary in memory: the fast front of a composition, or a stand-in for
/// a slower storage in tests.
///
/// ```swift
/// let storage = MemoryStorage<String, Int>().asStorage()
/// try await storage.set(10, forKey: "some-key")
/// ```
///
/// Every call finishes before it returns: a completion handler is called on the calling thread, so calls
/// made one after another take effect in that order. Every copy of a reference to it shares the same
/// values; it may be used from any thread at once.
public final class MemoryStorage<Key: Hashable, Value>: StorageProtocol {
    /// `memory-storage-<Key>:<Value>`.
    public let storageName: String
    private let values: Locked<[Key: Value]>

    /// Creates a storage holding `storage` to start with.
    public init(storage: [Key: Value] = [:]) {
        values = Locked(storage)
        storageName = "memory-storage-\(Key.self):\(Value.self)"
    }

    /// Everything stored, as a dictionary; setting it replaces everything at once.
    public var storage: [Key: Value] {
        get { values.withLock { $0 } }
        set { values.withLock { $0 = newValue } }
    }

    /// Passes the value stored for `key` to `completion` before returning, or
    /// ``MemoryStorageError/noValue(key:)`` when there is none.
    public func retrieve(forKey key: Key, completion: @escaping (ShallowsResult<Value>) -> Void) {
        guard let value = values.withLock({ $0[key] }) else {
            return completion(.failure(MemoryStorageError.noValue(key: "\(key)")))
        }
        completion(.success(value))
    }

    /// Stores `value` under `key`, then calls `completion` before returning.
    public func set(_ value: Value, forKey key: Key, completion: @escaping (ShallowsResult<Void>) -> Void) {
        values.withLock { $0[key] = value }
        completion(.success(()))
    }

    /// Removes the value stored under `key`, if any, then calls `completion` before returning.
    public func remove(forKey key: Key, completion: @escaping (ShallowsResult<Void>) -> Void) {
        values.withLock { _ = $0.removeValue(forKey: key) }
        completion(.success(()))
    }

    /// Moves the value stored under `key` to `newKey` in one step, so no reader sees it under both or neither.
    ///
    /// - Throws: ``MemoryStorageError/noValue(key:)`` when nothing is stored under `key`.
    public func moveValue(forKey key: Key, toKey newKey: Key) async throws {
        let moved = values.withLock { values in
            guard let value = values.removeValue(forKey: key) else { return false }
            values[newKey] = value
            return true
        }
        guard moved else { throw MemoryStorageError.noValue(key: "\(key)") }
    }
}

// @unchecked Sendable: `values` is a `Locked`, the only mutable state, and every access goes through it;
// the keys and values that cross threads are `Sendable` here.
extension MemoryStorage: @unchecked Sendable where Key: Sendable, Value: Sendable {}
