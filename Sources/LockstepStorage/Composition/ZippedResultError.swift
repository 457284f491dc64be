/// Why a zipped operation failed: the error of each side that failed (nil for a side that succeeded).
public struct ZippedResultError: MissingValueError, CustomStringConvertible {
    /// The first storage's error, if it failed.
    public let left: (any Error)?
    /// The second storage's error, if it failed.
    public let right: (any Error)?

    /// Creates the error from the two sides' errors.
    public init(left: (any Error)?, right: (any Error)?) {
        self.left = left
        self.right = right
    }

    /// True when either side failed only for want of a value: then the pair has no value either.
    public var isMissingValue: Bool {
        (left?.isMissingValue ?? false) || (right?.isMissingValue ?? false)
    }

    /// Each side's error, for logs.
    public var description: String {
        let sides = [("first", left), ("second", right)].compactMap { name, error in error.map { "the \(name) storage failed: \($0)" } }
        return sides.joined(separator: "; ")
    }
}

/// Both outcomes as one: the pair of values when both succeeded, otherwise a ``ZippedResultError`` holding
/// each failure.
public func zip<Value1, Value2>(_ lhs: ShallowsResult<Value1>, _ rhs: ShallowsResult<Value2>) -> ShallowsResult<(Value1, Value2)> {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)):
        return .success((left, right))
    default:
        return .failure(ZippedResultError(left: failure(of: lhs), right: failure(of: rhs)))
    }
}

private func failure<Value>(of result: ShallowsResult<Value>) -> (any Error)? {
    guard case .failure(let error) = result else { return nil }
    return error
}
