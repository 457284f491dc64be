/// Why a ``MemoryStorage`` could not return a value.
public enum MemoryStorageError: MissingValueError, Equatable {
    /// Nothing is stored under the key.
    case noValue

    /// Always true: the only failure of a memory storage is a missing value.
    public var isMissingValue: Bool { true }
}
