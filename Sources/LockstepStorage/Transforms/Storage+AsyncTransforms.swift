extension ReadOnlyStorageProtocol {
    /// A storage whose values are this storage's values turned into `OtherValue` by the `async` `transform`.
    ///
    /// An error thrown by `transform` is reported as ``TransformError/cannotDecode(key:underlying:)``.
    public func asyncMapValues<OtherValue>(
        to type: OtherValue.Type = OtherValue.self,
        _ transform: @escaping (Value) async throws -> OtherValue
    ) -> ReadOnlyStorage<Key, OtherValue> {
        ReadOnlyStorage(storageName: storageName) { key in
            let value = try await self.retrieve(forKey: key)
            return try await TransformError.converting(forKey: key, as: TransformError.cannotDecode) { try await transform(value) }
        }
    }

    /// A storage that reads only the values `isValid` accepts; a rejected value fails with
    /// ``ValueValidationError`` inside ``TransformError/cannotDecode(key:underlying:)``.
    public func validate(_ isValid: @escaping (Value) async throws -> Bool) -> ReadOnlyStorage<Key, Value> {
        asyncMapValues { value in try await Self.validated(value, by: isValid) }
    }

    static func validated<T>(_ value: T, by isValid: (T) async throws -> Bool) async throws -> T {
        guard try await isValid(value) else { throw ValueValidationError() }
        return value
    }
}

extension WriteOnlyStorageProtocol {
    /// A storage that takes `OtherValue`s and stores them turned into this storage's values by the `async`
    /// `transform`.
    ///
    /// An error thrown by `transform` is reported as ``TransformError/cannotEncode(key:underlying:)``.
    public func asyncMapValues<OtherValue>(
        to type: OtherValue.Type = OtherValue.self,
        _ transform: @escaping (OtherValue) async throws -> Value
    ) -> WriteOnlyStorage<Key, OtherValue> {
        WriteOnlyStorage(
            storageName: storageName,
            set: { value, key in
                let converted = try await TransformError.converting(forKey: key, as: TransformError.cannotEncode) { try await transform(value) }
                try await self.set(converted, forKey: key)
            },
            remove: { key in try await self.remove(forKey: key) }
        )
    }

    /// A storage that writes only the values `isValid` accepts; a rejected value fails with
    /// ``ValueValidationError`` inside ``TransformError/cannotEncode(key:underlying:)``.
    public func validate(_ isValid: @escaping (Value) async throws -> Bool) -> WriteOnlyStorage<Key, Value> {
        asyncMapValues { value in try await ReadOnlyStorage<Key, Value>.validated(value, by: isValid) }
    }
}

extension StorageProtocol {
    /// A storage of `OtherValue`s, converted by `async` closures on the way in and out of this one.
    public func asyncMapValues<OtherValue>(
        to type: OtherValue.Type = OtherValue.self,
        transformIn: @escaping (Value) async throws -> OtherValue,
        transformOut: @escaping (OtherValue) async throws -> Value
    ) -> Storage<Key, OtherValue> {
        Storage(
            read: asReadOnlyStorage().asyncMapValues(transformIn),
            write: asWriteOnlyStorage().asyncMapValues(transformOut),
            move: moveValue(forKey:toKey:)
        )
    }

    /// A storage that reads and writes only the values `isValid` accepts.
    public func validate(_ isValid: @escaping (Value) async throws -> Bool) -> Storage<Key, Value> {
        Storage(read: asReadOnlyStorage().validate(isValid), write: asWriteOnlyStorage().validate(isValid), move: moveValue(forKey:toKey:))
    }
}
