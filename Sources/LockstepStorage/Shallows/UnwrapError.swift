/// Thrown by `Optional.unwrap()` on nil.
public struct UnwrapError: Error, CustomStringConvertible {
    /// Creates the error.
    public init() {}

    /// A fixed explanation.
    public var description: String { "expected a value, found nil" }
}

extension Optional {
    /// The wrapped value, or a thrown ``UnwrapError`` when there is none: for transforms that may fail.
    public func unwrap() throws -> Wrapped {
        guard let self else { throw UnwrapError() }
        return self
    }
}

extension Optional {
    /// Shallows' name for ``UnwrapError``, which it nests in `Optional`.
    public typealias UnwrapError = LockstepStorage.UnwrapError
}
