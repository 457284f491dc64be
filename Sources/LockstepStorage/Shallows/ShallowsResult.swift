/// The outcome a completion handler receives: Swift's `Result` with any error, as in Shallows.
public typealias ShallowsResult<Value> = Swift.Result<Value, any Error>

/// A successful outcome holding `value`.
public func succeed<Value>(with value: Value) -> ShallowsResult<Value> {
    .success(value)
}

/// A failed outcome holding `error`.
public func fail<Value>(with error: any Error) -> ShallowsResult<Value> {
    .failure(error)
}

/// `block` as a throwing function: where it returns nil, the function throws ``UnwrapError``. Handy for
/// failable initializers in transforms, such as `mapValues(transformIn: throwing(Int.init), ...)`.
public func throwing<In, Out>(_ block: @escaping (In) -> Out?) -> (In) throws -> Out {
    { input in try block(input).unwrap() }
}
