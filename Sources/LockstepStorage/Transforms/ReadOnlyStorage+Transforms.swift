extension ReadOnlyStorageProtocol {
    /// A storage read with keys of another type, each turned into this storage's key by `transform`.
    ///
    /// ```swift
    /// let byID = strings.mapKeys(to: Int.self) { String($0) }   // ReadOnlyStorage<Int, String>
    /// ```
    public func mapKeys<OtherKey: Sendable>(
        to type: OtherKey.Type = OtherKey.self,
        _ transform: @escaping @Sendable (OtherKey) throws -> Key
    ) -> ReadOnlyStorage<OtherKey, Value> {
        ReadOnlyStorage { key in try await self.retrieve(forKey: transform(key)) }
    }

    /// A storage whose values are this storage's values turned into `OtherValue` by `transform`.
    ///
    /// An error thrown by `transform` is reported as ``TransformError/cannotDecode(key:underlying:)``.
    public func mapValues<OtherValue: Sendable>(
        to type: OtherValue.Type = OtherValue.self,
        _ transform: @escaping @Sendable (Value) throws -> OtherValue
    ) -> ReadOnlyStorage<Key, OtherValue> {
        ReadOnlyStorage { key in
            let value = try await self.retrieve(forKey: key)
            return try TransformError.converting(forKey: key, as: TransformError.cannotDecode) { try transform(value) }
        }
    }
}
