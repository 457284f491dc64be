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

    /// Reads the value under `key`, changes it with `modify`, writes it back, then calls `completion` with
    /// the new value or the error of the read or the write.
    ///
    /// ```swift
    /// arrays.update(forKey: "some-key", { $0.append(10) })
    /// ```
    ///
    /// As with the `async` form, two updates of one key running at once may lose one; on a
    /// ``MemoryStorage`` it finishes before it returns.
    public func update(
        forKey key: Key,
        _ modify: @escaping (inout Value) -> Void,
        completion: @escaping (ShallowsResult<Value>) -> Void = { _ in }
    ) {
        retrieve(forKey: key) { result in
            guard case .success(var value) = result else { return completion(result) }
            modify(&value)
            self.set(value, forKey: key) { written in completion(written.map { value }) }
        }
    }
}

extension StorageProtocol where Key == Void {
    /// Changes the single value with `modify` and writes it back, then calls `completion` with the new value
    /// or the error.
    public func update(_ modify: @escaping (inout Value) -> Void, completion: @escaping (ShallowsResult<Value>) -> Void = { _ in }) {
        update(forKey: (), modify, completion: completion)
    }

    /// Changes the single value with `modify`, writes it back, and returns it.
    @discardableResult
    public func update(_ modify: (inout Value) throws -> Void) async throws -> Value {
        try await update(forKey: (), modify)
    }
}
