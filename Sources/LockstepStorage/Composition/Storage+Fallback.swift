extension ReadOnlyStorageProtocol {
    /// A storage that, when a read fails for any reason, returns what `produceValue` makes of the error
    /// instead (or fails with what it throws).
    ///
    /// ```swift
    /// let protected = bundled.asReadOnlyStorage().fallback(with: { error in
    ///     (error as? MemoryStorageError)?.isMissingValue == true ? 15 : -1
    /// })
    /// ```
    public func fallback(with produceValue: @escaping (any Error) throws -> Value) -> ReadOnlyStorage<Key, Value> {
        ReadOnlyStorage(storageName: storageName) { key, completion in
            self.retrieve(forKey: key) { result in
                completion(result.flatMapError { error in ShallowsResult { try produceValue(error) } })
            }
        }
    }

    /// A storage that returns `defaultValue` when a read fails for any reason.
    public func defaulting(to defaultValue: @autoclosure @escaping () -> Value) -> ReadOnlyStorage<Key, Value> {
        fallback { _ in defaultValue() }
    }
}

extension StorageProtocol {
    /// A storage that, when a read fails for any reason, returns what `produceValue` makes of the error
    /// instead (or fails with what it throws). Writes are unchanged.
    ///
    /// ```swift
    /// let protected = MemoryStorage<String, Int>().fallback(with: { error in
    ///     switch error {
    ///     case MemoryStorageError.noValue: return 15
    ///     default: return -1
    ///     }
    /// })
    /// ```
    public func fallback(with produceValue: @escaping (any Error) throws -> Value) -> Storage<Key, Value> {
        Storage(read: asReadOnlyStorage().fallback(with: produceValue), write: asWriteOnlyStorage(), move: moveValue(forKey:toKey:))
    }

    /// A storage that returns `defaultValue` when a read fails for any reason; writes are unchanged.
    ///
    /// It lets `update(forKey:_:)` start from the default when nothing is stored yet:
    ///
    /// ```swift
    /// storage.defaulting(to: []).update(forKey: "first", { $0.append(10) })
    /// ```
    public func defaulting(to defaultValue: @autoclosure @escaping () -> Value) -> Storage<Key, Value> {
        fallback { _ in defaultValue() }
    }
}
