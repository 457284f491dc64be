/// A storage was asked for an operation it implements in neither form (completion handler or `async`).
///
/// A storage written before `remove(forKey:)` existed, or one that cannot remove, fails this way when asked
/// to remove; for `retrieve` and `set` it is a mistake in the storage.
public struct UnimplementedOperationError: Error, CustomStringConvertible {
    /// The `storageName` of the storage.
    public let storageName: String
    /// The operation: `retrieve`, `set` or `remove`.
    public let operation: String
    /// The key the operation was asked for.
    public let key: String

    /// Creates the error.
    public init(storageName: String, operation: String, key: String) {
        self.storageName = storageName
        self.operation = operation
        self.key = key
    }

    /// The storage, the key and the reason, for logs.
    public var description: String {
        "storage \"\(storageName)\" cannot \(operation) key \"\(key)\": it implements neither "
            + "\(operation)(…completion:) nor the async \(operation)(…)"
    }
}
