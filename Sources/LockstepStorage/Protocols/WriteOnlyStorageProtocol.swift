/// A storage that values can be written to and removed from.
///
/// Calls may come from any task at once, so a conforming type must be safe to use concurrently.
public protocol WriteOnlyStorageProtocol<Key, Value>: Sendable {
    /// What values are stored under.
    associatedtype Key: Sendable
    /// What is stored.
    associatedtype Value: Sendable

    /// Stores `value` under `key`, replacing what was there.
    func set(_ value: Value, forKey key: Key) async throws

    /// Removes the value stored under `key`. Removing a key that holds nothing succeeds.
    func remove(forKey key: Key) async throws
}
