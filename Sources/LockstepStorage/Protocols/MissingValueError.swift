/// An error that may mean "nothing is stored under this key" rather than "reading failed".
///
/// Compositions and the store bridge tell the two apart with it: a missing value makes
/// `EntityStore.restore(named:from:)` restore nothing, while any other error is reported.
/// ``MemoryStorageError``, ``DiskStorageError``, ``EmptyCacheError``, `NSCacheStorage.Error` and
/// ``ZippedResultError`` conform; conform your own storage's errors too.
public protocol MissingValueError: Error {
    /// Whether this error only says that no value is stored for the key.
    var isMissingValue: Bool { get }
}

extension Error {
    /// Whether this error is a ``MissingValueError`` saying that no value is stored.
    var isMissingValue: Bool {
        (self as? any MissingValueError)?.isMissingValue ?? false
    }
}
