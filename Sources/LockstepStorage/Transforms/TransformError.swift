/// Why a mapped storage could not turn a key or a value into the other form.
public enum TransformError: Error, CustomStringConvertible {
    /// The stored value for `key` could not be turned into the mapped type: the data is corrupt, or was
    /// written by another model. `underlying` is the transform's own error, such as a `DecodingError`.
    case cannotDecode(key: String, underlying: any Error)
    /// The value to store under `key` could not be turned into the stored type.
    case cannotEncode(key: String, underlying: any Error)
    /// `key` has no counterpart in the storage's key type (for example "x" for integer keys).
    case invalidKey(key: String, keyType: String)

    /// The key and the reason, for logs.
    public var description: String {
        switch self {
        case .cannotDecode(let key, let underlying): "cannot decode the value stored for key \"\(key)\": \(underlying)"
        case .cannotEncode(let key, let underlying): "cannot encode the value to store for key \"\(key)\": \(underlying)"
        case .invalidKey(let key, let keyType): "key \"\(key)\" is not a valid \(keyType)"
        }
    }

    /// Runs `transform` on a value of `key`, reporting its error as `failure` (``cannotDecode(key:underlying:)``
    /// for a value read, ``cannotEncode(key:underlying:)`` for one to write); a `TransformError` from an
    /// inner mapping passes as it is.
    static func converting<Key, T>(
        forKey key: Key,
        as failure: (String, any Error) -> TransformError,
        _ transform: () throws -> T
    ) throws -> T {
        do {
            return try transform()
        } catch let error as TransformError {
            throw error
        } catch {
            throw failure("\(key)", error)
        }
    }

    /// ``converting(forKey:as:_:)`` for an `async` transform.
    static func converting<Key, T>(
        forKey key: Key,
        as failure: (String, any Error) -> TransformError,
        _ transform: () async throws -> T
    ) async throws -> T {
        do {
            return try await transform()
        } catch let error as TransformError {
            throw error
        } catch {
            throw failure("\(key)", error)
        }
    }
}
