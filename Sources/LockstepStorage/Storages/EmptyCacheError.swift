/// The error of the storages made by `empty()`, which hold nothing.
public enum EmptyCacheError: MissingValueError, Equatable, CustomStringConvertible {
    /// The storage never holds a value.
    case cacheIsAlwaysEmpty

    /// Always true: an empty storage has no value for any key.
    public var isMissingValue: Bool { true }

    /// The reason, for logs.
    public var description: String { "the storage is always empty" }
}
