extension StorageProtocol {
    /// A storage used with keys of another type, each turned into this storage's key by `transform`.
    ///
    /// ```swift
    /// let byID = MemoryStorage<String, Book>().mapKeys(to: Int.self) { String($0) }   // Storage<Int, Book>
    /// ```
    public func mapKeys<OtherKey: Sendable>(
        to type: OtherKey.Type = OtherKey.self,
        _ transform: @escaping @Sendable (OtherKey) throws -> Key
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
    public func mapValues<OtherValue: Sendable>(
        to type: OtherValue.Type = OtherValue.self,
        transformIn: @escaping @Sendable (Value) throws -> OtherValue,
        transformOut: @escaping @Sendable (OtherValue) throws -> Value
    ) -> Storage<Key, OtherValue> {
        // Moving never converts a value: the stored form moves as it is, by this storage's own move.
        Storage(
            read: asReadOnlyStorage().mapValues(transformIn),
            write: asWriteOnlyStorage().mapValues(transformOut),
            move: moveValue(forKey:toKey:)
        )
    }
}
