/// A storage that values can be read from.
///
/// Conform to it to plug your own source of values into the toolbox: every transform and composition of
/// ``ReadOnlyStorage`` then works on it. Calls may come from any task at once, so a conforming type must be
/// safe to use concurrently (hence `Sendable`).
///
/// ```swift
/// struct Greetings: ReadOnlyStorageProtocol {
///     func retrieve(forKey key: String) async throws -> String { "Hello, \(key)!" }
/// }
/// let greetings = Greetings().asReadOnlyStorage()
/// ```
public protocol ReadOnlyStorageProtocol<Key, Value>: Sendable {
    /// What values are looked up by.
    associatedtype Key: Sendable
    /// What is stored.
    associatedtype Value: Sendable

    /// The value stored for `key`.
    ///
    /// - Throws: an error when there is no value for `key` (see ``MissingValueError``) or it cannot be read.
    func retrieve(forKey key: Key) async throws -> Value
}
