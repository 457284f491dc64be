/// A storage that keeps values in a dictionary in memory: the fast front of a composition, or a stand-in for
/// a slower storage in tests.
///
/// ```swift
/// let storage = MemoryStorage<String, Int>().asStorage()
/// try await storage.set(10, forKey: "some-key")
/// ```
///
/// Every copy of a reference to it shares the same values; it may be used from any task at once.
// @unchecked Sendable: `values` is a `Locked`, the only stored state, and every access goes through it.
public final class MemoryStorage<Key: Hashable & Sendable, Value: Sendable>: StorageProtocol, @unchecked Sendable {
    private let values: Locked<[Key: Value]>

    /// Creates a storage holding `storage` to start with.
    public init(storage: [Key: Value] = [:]) {
        values = Locked(storage)
    }

    /// Everything stored, as a dictionary.
    public var storage: [Key: Value] {
        values.withLock { $0 }
    }

    /// The value stored for `key`.
    ///
    /// - Throws: ``MemoryStorageError/noValue`` when nothing is stored under `key`.
    public func retrieve(forKey key: Key) async throws -> Value {
        guard let value = values.withLock({ $0[key] }) else {
            throw MemoryStorageError.noValue
        }
        return value
    }

    /// Stores `value` under `key`.
    public func set(_ value: Value, forKey key: Key) async throws {
        values.withLock { $0[key] = value }
    }

    /// Removes the value stored under `key`, if any.
    public func remove(forKey key: Key) async throws {
        values.withLock { _ = $0.removeValue(forKey: key) }
    }

    /// Moves the value stored under `key` to `newKey` in one step, so no reader sees it under both or neither.
    ///
    /// - Throws: ``MemoryStorageError/noValue`` when nothing is stored under `key`.
    public func moveValue(forKey key: Key, toKey newKey: Key) async throws {
        let moved = values.withLock { values in
            guard let value = values.removeValue(forKey: key) else { return false }
            values[newKey] = value
            return true
        }
        guard moved else { throw MemoryStorageError.noValue }
    }
}
