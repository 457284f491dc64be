extension ReadOnlyStorageProtocol where Key: LosslessStringConvertible {
    /// A storage read with `String` keys, each converted to this storage's key type.
    ///
    /// A string that is not a valid key fails with ``TransformError/invalidKey(key:keyType:)``.
    public func usingStringKeys() -> ReadOnlyStorage<String, Value> {
        mapKeys(StringKeys.key(from:))
    }
}

extension ReadOnlyStorageProtocol {
    /// A storage read with keys of a `RawRepresentable` type (typically an enum) whose raw values are this
    /// storage's keys.
    public func mapKeys<OtherKey: RawRepresentable & Sendable>(
        toRawRepresentableType type: OtherKey.Type
    ) -> ReadOnlyStorage<OtherKey, Value> where OtherKey.RawValue == Key {
        mapKeys { $0.rawValue }
    }
}
