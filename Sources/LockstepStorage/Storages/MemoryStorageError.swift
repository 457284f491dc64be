/// Why a ``MemoryStorage`` could not return a value.
public enum MemoryStorageError: MissingValueError, Equatable, CustomStringConvertible {
    /// Nothing is stored under `key` (the key as text).
    case noValue(key: String)

    /// Always true: the only failure of a memory storage is a missing value.
    public var isMissingValue: Bool { true }

    /// The key and the reason, for logs.
    public var description: String {
        switch self {
        case .noValue(let key): "no value for key \"\(key)\" in the memory storage"
        }
    }
}
