extension ReadOnlyStorageProtocol {
    /// A storage read with keys of another type, each turned into this storage's key by `transform`.
    ///
    /// ```swift
    /// let byID = strings.mapKeys(to: Int.self) { String($0) }   // ReadOnlyStorage<Int, String>
    /// ```
    ///
    /// An error thrown by `transform` is passed on as it is.
    public func mapKeys<OtherKey>(
        to type: OtherKey.Type = OtherKey.self,
        _ transform: @escaping (OtherKey) throws -> Key
    ) -> ReadOnlyStorage<OtherKey, Value> {
        ReadOnlyStorage(storageName: storageName) { key, completion in
            do {
                self.retrieve(forKey: try transform(key), completion: completion)
            } catch {
                completion(.failure(error))
            }
        }
    }

    /// A storage whose values are this storage's values turned into `OtherValue` by `transform`.
    ///
    /// An error thrown by `transform` is reported as ``TransformError/cannotDecode(key:underlying:)``.
    public func mapValues<OtherValue>(
        to type: OtherValue.Type = OtherValue.self,
        _ transform: @escaping (Value) throws -> OtherValue
    ) -> ReadOnlyStorage<Key, OtherValue> {
        ReadOnlyStorage(storageName: storageName) { key, completion in
            self.retrieve(forKey: key) { result in
                completion(result.flatMap { value in
                    ShallowsResult { try TransformError.converting(forKey: key, as: TransformError.cannotDecode) { try transform(value) } }
                })
            }
        }
    }

    /// A storage used with keys of a `RawRepresentable` type (typically an enum) whose raw values are this
    /// storage's keys.
    public func mapKeys<OtherKey: RawRepresentable>(toRawRepresentableType type: OtherKey.Type) -> ReadOnlyStorage<OtherKey, Value>
    where OtherKey.RawValue == Key {
        mapKeys { $0.rawValue }
    }

    /// A storage of values of a `RawRepresentable` type made from this storage's values; a value that is
    /// no raw value of it fails with ``TransformError/cannotDecode(key:underlying:)``.
    public func mapValues<OtherValue: RawRepresentable>(toRawRepresentableType type: OtherValue.Type) -> ReadOnlyStorage<Key, OtherValue>
    where OtherValue.RawValue == Value {
        mapValues(throwing(OtherValue.init(rawValue:)))
    }
}

extension ReadOnlyStorageProtocol where Key: LosslessStringConvertible {
    /// A storage read with `String` keys, each converted to this storage's key type.
    ///
    /// A string that is not a valid key fails with ``TransformError/invalidKey(key:keyType:)``.
    public func usingStringKeys() -> ReadOnlyStorage<String, Value> {
        mapKeys(StringKeys.converter(to: Key.self))
    }
}
