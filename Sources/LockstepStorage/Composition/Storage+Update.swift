extension StorageProtocol {
    /// Reads the value under `key`, changes it with `modify`, writes it back, and returns it.
    ///
    /// ```swift
    /// let arrays = MemoryStorage<String, [Int]>()
    /// try await arrays.defaulting(to: []).update(forKey: "some-key") { $0.append(10) }
    /// ```
    ///
    /// Nothing is written when the read fails (use ``defaulting(to:)`` to start from a default) or `modify`
    /// throws. The read and the write are two calls: two updates of one key running at once may lose one.
    @discardableResult
    public func update(forKey key: Key, _ modify: (inout Value) throws -> Void) async throws -> Value {
        var value = try await retrieve(forKey: key)
        try modify(&value)
        try await set(value, forKey: key)
        return value
    }
}
