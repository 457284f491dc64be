extension StorageProtocol where Key: LosslessStringConvertible {
    /// A storage used with `String` keys, each converted to this storage's key type.
    ///
    /// A string that is not a valid key fails with ``TransformError/invalidKey(key:keyType:)``.
    public func usingStringKeys() -> Storage<String, Value> {
        mapKeys(StringKeys.key(from:))
    }
}

extension StorageProtocol {
    /// A storage used with keys of a `RawRepresentable` type (typically an enum) whose raw values are this
    /// storage's keys.
    ///
    /// ```swift
    /// enum ImageKeys: String { case kitten, puppy, fish }
    /// let keyed = images.usingStringKeys().mapKeys(toRawRepresentableType: ImageKeys.self)
    /// ```
    public func mapKeys<OtherKey: RawRepresentable & Sendable>(
        toRawRepresentableType type: OtherKey.Type
    ) -> Storage<OtherKey, Value> where OtherKey.RawValue == Key {
        mapKeys { $0.rawValue }
    }
}
