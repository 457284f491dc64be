// Completion-handler forms, for code written against Shallows: each one calls the async method and then
// `completion`, on a background thread, with calls running one after another in the order they were made
// (see `CompletionQueue`).

extension ReadOnlyStorageProtocol {
    /// Reads the value for `key` and passes it, or the error, to `completion`.
    public func retrieve(forKey key: Key, completion: @escaping @Sendable (Result<Value, any Error>) -> Void) {
        CompletionQueue.run({ try await retrieve(forKey: key) }, completion: completion)
    }
}

extension WriteOnlyStorageProtocol {
    /// Stores `value` under `key`, then calls `completion` (which may be omitted) with the outcome.
    public func set(
        _ value: Value,
        forKey key: Key,
        completion: @escaping @Sendable (Result<Void, any Error>) -> Void = { _ in }
    ) {
        CompletionQueue.run({ try await set(value, forKey: key) }, completion: completion)
    }

    /// Removes the value under `key`, then calls `completion` (which may be omitted) with the outcome.
    public func remove(forKey key: Key, completion: @escaping @Sendable (Result<Void, any Error>) -> Void = { _ in }) {
        CompletionQueue.run({ try await remove(forKey: key) }, completion: completion)
    }
}

extension StorageProtocol {
    /// Changes the value under `key` with `modify` (see the async ``update(forKey:_:)``), then calls
    /// `completion` (which may be omitted) with the new value or the error.
    public func update(
        forKey key: Key,
        _ modify: @escaping @Sendable (inout Value) -> Void,
        completion: @escaping @Sendable (Result<Value, any Error>) -> Void = { _ in }
    ) {
        CompletionQueue.run({ try await update(forKey: key, modify) }, completion: completion)
    }
}

extension ReadOnlyStorageProtocol where Key == Void {
    /// Reads the single value and passes it, or the error, to `completion`.
    public func retrieve(completion: @escaping @Sendable (Result<Value, any Error>) -> Void) {
        retrieve(forKey: (), completion: completion)
    }
}

extension WriteOnlyStorageProtocol where Key == Void {
    /// Stores the single value, then calls `completion` (which may be omitted) with the outcome.
    public func set(_ value: Value, completion: @escaping @Sendable (Result<Void, any Error>) -> Void = { _ in }) {
        set(value, forKey: (), completion: completion)
    }
}
