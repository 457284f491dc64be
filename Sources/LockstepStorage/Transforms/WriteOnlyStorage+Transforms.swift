extension WriteOnlyStorageProtocol {
    /// A storage that takes `OtherValue`s and stores them turned into this storage's values by `transform`.
    ///
    /// An error thrown by `transform` is reported as ``TransformError/cannotEncode(key:underlying:)``.
    public func mapValues<OtherValue: Sendable>(_ transform: @escaping @Sendable (OtherValue) throws -> Value) -> WriteOnlyStorage<Key, OtherValue> {
        WriteOnlyStorage(
            set: { value, key in
                try await self.set(TransformError.converting(forKey: key, as: TransformError.cannotEncode) { try transform(value) }, forKey: key)
            },
            remove: remove(forKey:)
        )
    }

    /// A storage written with keys of another type, each turned into this storage's key by `transform`.
    public func mapKeys<OtherKey: Sendable>(_ transform: @escaping @Sendable (OtherKey) throws -> Key) -> WriteOnlyStorage<OtherKey, Value> {
        WriteOnlyStorage(
            set: { value, key in try await self.set(value, forKey: transform(key)) },
            remove: { key in try await self.remove(forKey: transform(key)) }
        )
    }
}
