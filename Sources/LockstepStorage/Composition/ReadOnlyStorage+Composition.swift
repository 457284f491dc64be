extension ReadOnlyStorageProtocol {
    /// This storage, falling back to `backStorage` for keys it cannot read.
    ///
    /// ```swift
    /// let settings = MemoryStorage<String, String>()
    ///     .backed(by: bundledDefaults)            // ReadOnlyStorage behind a memory cache
    ///     .asReadOnlyStorage()
    /// ```
    public func backed<Back: ReadOnlyStorageProtocol>(by backStorage: Back) -> ReadOnlyStorage<Key, Value>
    where Back.Key == Key, Back.Value == Value {
        ReadOnlyStorage { key in
            do {
                return try await retrieve(forKey: key)
            } catch {
                return try await backStorage.retrieve(forKey: key)
            }
        }
    }
}
