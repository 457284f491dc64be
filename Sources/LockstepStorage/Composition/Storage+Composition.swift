extension StorageProtocol {
    /// This storage in front of `backStorage`: reads try this one first, then the back one, and copy what
    /// they find there into this one; writes and removals go to both.
    ///
    /// ```swift
    /// let efficient = MemoryStorage<String, Data>().combined(with: DiskStorage(directory: folder))
    /// ```
    ///
    /// When neither holds the key, the back storage's error is thrown.
    public func combined<Back: StorageProtocol>(with backStorage: Back) -> Storage<Key, Value>
    where Back.Key == Key, Back.Value == Value {
        let reads = backed(by: backStorage)
        let writes = pushing(to: backStorage)
        return Storage(
            retrieve: reads.retrieve(forKey:),
            set: writes.set(_:forKey:),
            remove: writes.remove(forKey:),
            move: { key, newKey in
                // The back storage is the one that lasts: move there first, then drop the front copy.
                try await backStorage.moveValue(forKey: key, toKey: newKey)
                try await remove(forKey: key)
            }
        )
    }

    /// This storage in front of a storage it only reads from: reads fall back to `backStorage` and copy what
    /// they find into this one; writes and removals touch only this one.
    public func backed<Back: ReadOnlyStorageProtocol>(by backStorage: Back) -> Storage<Key, Value>
    where Back.Key == Key, Back.Value == Value {
        Storage(
            retrieve: { key in try await retrieve(forKey: key, orPullFrom: backStorage) },
            set: set(_:forKey:),
            remove: remove(forKey:),
            move: moveValue(forKey:toKey:)
        )
    }

    /// This storage, also writing to `pushStorage`: reads use only this one; writes and removals go to both.
    public func pushing<Push: WriteOnlyStorageProtocol>(to pushStorage: Push) -> Storage<Key, Value>
    where Push.Key == Key, Push.Value == Value {
        let writes = asWriteOnlyStorage().pushing(to: pushStorage)
        return Storage(retrieve: retrieve(forKey:), set: writes.set(_:forKey:), remove: writes.remove(forKey:))
    }

    /// The value from this storage, or else from `backStorage`, copied into this one on the way.
    private func retrieve<Back: ReadOnlyStorageProtocol>(forKey key: Key, orPullFrom backStorage: Back) async throws -> Value
    where Back.Key == Key, Back.Value == Value {
        do {
            return try await retrieve(forKey: key)
        } catch {
            let value = try await backStorage.retrieve(forKey: key)
            try await set(value, forKey: key)
            return value
        }
    }
}
