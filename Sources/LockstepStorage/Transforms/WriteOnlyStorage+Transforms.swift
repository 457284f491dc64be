extension WriteOnlyStorageProtocol {
    /// A storage written with keys of another type, each turned into this storage's key by `transform`.
    ///
    /// An error thrown by `transform` is passed on as it is.
    public func mapKeys<OtherKey>(
        to type: OtherKey.Type = OtherKey.self,
        _ transform: @escaping (OtherKey) throws -> Key
    ) -> WriteOnlyStorage<OtherKey, Value> {
        WriteOnlyStorage(
            storageName: storageName,
            set: { value, key, completion in
                do {
                    self.set(value, forKey: try transform(key), completion: completion)
                } catch {
                    completion(.failure(error))
                }
            },
            remove: { key, completion in
                do {
                    self.remove(forKey: try transform(key), completion: completion)
                } catch {
                    completion(.failure(error))
                }
            }
        )
    }

    /// A storage that takes `OtherValue`s and stores them turned into this storage's values by `transform`.
    ///
    /// An error thrown by `transform` is reported as ``TransformError/cannotEncode(key:underlying:)``.
    public func mapValues<OtherValue>(
        to type: OtherValue.Type = OtherValue.self,
        _ transform: @escaping (OtherValue) throws -> Value
    ) -> WriteOnlyStorage<Key, OtherValue> {
        WriteOnlyStorage(
            storageName: storageName,
            set: { value, key, completion in
                do {
                    let converted = try TransformError.converting(forKey: key, as: TransformError.cannotEncode) { try transform(value) }
                    self.set(converted, forKey: key, completion: completion)
                } catch {
                    completion(.failure(error))
                }
            },
            remove: remove(forKey:completion:)
        )
    }

    /// A storage written with keys of a `RawRepresentable` type whose raw values are this storage's keys.
    public func mapKeys<OtherKey: RawRepresentable>(toRawRepresentableType type: OtherKey.Type) -> WriteOnlyStorage<OtherKey, Value>
    where OtherKey.RawValue == Key {
        mapKeys { $0.rawValue }
    }

    /// A storage that takes values of a `RawRepresentable` type and stores their raw values.
    public func mapValues<OtherValue: RawRepresentable>(toRawRepresentableType type: OtherValue.Type) -> WriteOnlyStorage<Key, OtherValue>
    where OtherValue.RawValue == Value {
        mapValues { $0.rawValue }
    }
}

extension WriteOnlyStorageProtocol where Key: LosslessStringConvertible {
    /// A storage written with `String` keys, each converted to this storage's key type.
    ///
    /// A string that is not a valid key fails with ``TransformError/invalidKey(key:keyType:)``.
    public func usingStringKeys() -> WriteOnlyStorage<String, Value> {
        mapKeys(StringKeys.converter(to: Key.self))
    }
}
