/// The error of a value that `validate(_:)` rejected; a storage reports it inside
/// ``TransformError/cannotDecode(key:underlying:)`` or ``TransformError/cannotEncode(key:underlying:)``, which
/// name the key.
public struct ValueValidationError: Error, CustomStringConvertible {
    /// Creates the error.
    public init() {}

    /// A fixed explanation.
    public var description: String { "the value did not pass validation" }
}
