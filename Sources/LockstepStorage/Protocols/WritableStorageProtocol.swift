/// A storage that values can be written to and removed from.
///
/// Implement either form of `set` (completion handler or `async`); the other comes with it. Removing is
/// optional: implement either form of `remove` to support it, otherwise removing fails with
/// ``UnimplementedOperationError``.
///
/// Calls may come from any thread at once, so a storage must be safe to use concurrently; a completion
/// handler may be called on any thread, once.
public protocol WritableStorageProtocol<Key, Value>: StorageDesign {
    /// What values are stored under.
    associatedtype Key
    /// What is stored.
    associatedtype Value

    /// Stores `value` under `key`, replacing what was there, then calls `completion` with the outcome.
    ///
    /// The default calls the `async` form in a new task.
    func set(_ value: Value, forKey key: Key, completion: @escaping (ShallowsResult<Void>) -> Void)

    /// Stores `value` under `key`, replacing what was there.
    ///
    /// The default waits for the completion-handler form.
    func set(_ value: Value, forKey key: Key) async throws

    /// Removes the value stored under `key`, then calls `completion` with the outcome. Removing a key that
    /// holds nothing succeeds.
    ///
    /// The default calls the `async` form in a new task.
    func remove(forKey key: Key, completion: @escaping (ShallowsResult<Void>) -> Void)

    /// Removes the value stored under `key`. Removing a key that holds nothing succeeds.
    ///
    /// The default waits for the completion-handler form.
    func remove(forKey key: Key) async throws

    /// This storage without its reading side; a ``WriteOnlyStorage`` returns itself.
    func asWriteOnlyStorage() -> WriteOnlyStorage<Key, Value>
}

extension WritableStorageProtocol {
    /// Calls the `async` form in a new task, then `completion`.
    public func set(_ value: Value, forKey key: Key, completion: @escaping (ShallowsResult<Void>) -> Void) {
        guard !DefaultForms.isBridging(Self.self, "set") else {
            return completion(.failure(UnimplementedOperationError(storageName: storageName, operation: "set", key: "\(key)")))
        }
        startTask(UncheckedSendable {
            do {
                completion(.success(try await self.set(value, forKey: key)))
            } catch {
                completion(.failure(error))
            }
        })
    }

    /// Waits for the completion-handler form.
    public func set(_ value: Value, forKey key: Key) async throws {
        try await DefaultForms.bridge(Self.self, "set") {
            try await withCheckedThrowingContinuation { continuation in
                set(value, forKey: key) { result in continuation.resume(with: result) }
            }
        }
    }

    /// Calls the `async` form in a new task, then `completion`.
    public func remove(forKey key: Key, completion: @escaping (ShallowsResult<Void>) -> Void) {
        guard !DefaultForms.isBridging(Self.self, "remove") else {
            return completion(.failure(UnimplementedOperationError(storageName: storageName, operation: "remove", key: "\(key)")))
        }
        startTask(UncheckedSendable {
            do {
                completion(.success(try await self.remove(forKey: key)))
            } catch {
                completion(.failure(error))
            }
        })
    }

    /// Waits for the completion-handler form.
    public func remove(forKey key: Key) async throws {
        try await DefaultForms.bridge(Self.self, "remove") {
            try await withCheckedThrowingContinuation { continuation in
                remove(forKey: key) { result in continuation.resume(with: result) }
            }
        }
    }

    /// Stores `value` under `key` without waiting, ignoring the outcome, as Shallows' `set(_:forKey:)` does.
    ///
    /// In `async` code, `try await set(_:forKey:)` is chosen instead, and says whether it worked.
    public func set(_ value: Value, forKey key: Key) {
        set(value, forKey: key, completion: { _ in })
    }

    /// This storage, type-erased to its writing side.
    public func asWriteOnlyStorage() -> WriteOnlyStorage<Key, Value> {
        WriteOnlyStorage(self)
    }
}

extension WritableStorageProtocol where Key == Void {
    /// Stores the single value, then calls `completion` with the outcome.
    public func set(_ value: Value, completion: @escaping (ShallowsResult<Void>) -> Void) {
        set(value, forKey: (), completion: completion)
    }

    /// Stores the single value without waiting, ignoring the outcome.
    public func set(_ value: Value) {
        set(value, forKey: ())
    }

    /// Stores the single value.
    public func set(_ value: Value) async throws {
        try await set(value, forKey: ())
    }

    /// Removes the single value, then calls `completion` with the outcome.
    public func remove(completion: @escaping (ShallowsResult<Void>) -> Void) {
        remove(forKey: (), completion: completion)
    }

    /// Removes the single value.
    public func remove() async throws {
        try await remove(forKey: ())
    }
}
