extension StorageProtocol {
    /// A storage used with keys of another type, each turned into this storage's key by `transform`.
    ///
    /// ```swift
    /// let byID = MemoryStorage<String, Book>().mapKeys(to: Int.self) { String($0) }   // Storage<Int, Book>
    /// ```
    ///
    /// An error thrown by `transform` is passed on as it is.
    public func mapKeys<OtherKey>(
        to type: OtherKey.Type = OtherKey.self,
        _ transform: @escaping (OtherKey) throws -> Key
    ) -> Storage<OtherKey, Value> {
        Storage(
            read: asReadOnlyStorage().mapKeys(transform),
            write: asWriteOnlyStorage().mapKeys(transform),
            move: { key, newKey in try await moveValue(forKey: transform(key), toKey: transform(newKey)) }
        )
    }

    /// A storage of `OtherValue`s, converted on the way in and out of this one.
    ///
    /// ```swift
    /// let numbers = DiskStorage.main.folder("numbers", in: .cachesDirectory)
    ///     .mapValues(to: Int.self,
    ///                transformIn: { data in try Int(String(decoding: data, as: UTF8.self)).unwrap() },
    ///                transformOut: { number in Data(String(number).utf8) })
    /// ```
    ///
    /// - Parameters:
    ///   - type: the mapped value type, when the closures do not make it clear.
    ///   - transformIn: turns a stored value into the mapped type; its error is reported as
    ///     ``TransformError/cannotDecode(key:underlying:)``.
    ///   - transformOut: turns a mapped value into the stored type; its error is reported as
    ///     ``TransformError/cannotEncode(key:underlying:)``.
    public func mapValues<OtherValue>(
        to type: OtherValue.Type = OtherValue.self,
        transformIn: @escaping (Value) throws -> OtherValue,
        transformOut: @escaping (OtherValue) throws -> Value
    ) -> Storage<Key, OtherValue> {
        // Moving never converts a value: the stored form moves as it is, by this storage's own move.
        Storage(
            read: asReadOnlyStorage().mapValues(transformIn),
            write: asWriteOnlyStorage().mapValues(transformOut),
            move: moveValue(forKey:toKey:)
        )
    }

    /// A storage used with keys of a `RawRepresentable` type (typically an enum) whose raw values are this
    /// storage's keys.
    ///
    /// ```swift
    /// enum ImageKeys: String { case kitten, puppy, fish }
    /// let keyed = images.usingStringKeys().mapKeys(toRawRepresentableType: ImageKeys.self)
    /// ```
    public func mapKeys<OtherKey: RawRepresentable>(toRawRepresentableType type: OtherKey.Type) -> Storage<OtherKey, Value>
    where OtherKey.RawValue == Key {
        mapKeys { $0.rawValue }
    }

    /// A storage of values of a `RawRepresentable` type kept as their raw values; a stored value that is no
    /// raw value of it fails with ``TransformError/cannotDecode(key:underlying:)``.
    public func mapValues<OtherValue: RawRepresentable>(toRawRepresentableType type: OtherValue.Type) -> Storage<Key, OtherValue>
    where OtherValue.RawValue == Value {
        mapValues(transformIn: throwing(OtherValue.init(rawValue:)), transformOut: { $0.rawValue })
    }
}

extension StorageProtocol where Key: LosslessStringConvertible {
    /// A storage used with `String` keys, each converted to this storage's key type: a ``DiskFolderStorage``
    /// (keyed by ``Filename``) or a storage keyed by numbers becomes a `Storage<String, Value>`.
    ///
    /// A string that is not a valid key fails with ``TransformError/invalidKey(key:keyType:)``.
    public func usingStringKeys() -> Storage<String, Value> {
        mapKeys(StringKeys.converter(to: Key.self))
    }
}
