extension StorageProtocol {
    /// This storage in front of `backStorage`: reads try this one first, then the back one, and copy what
    /// they find there into this one; writes and removals go to this one, then to the back one. Named
    /// `front<->back`.
    ///
    /// ```swift
    /// let efficient = MemoryStorage<Filename, Data>().combined(with: DiskStorage.main.folder("images", in: .cachesDirectory))
    /// ```
    ///
    /// When neither holds the key, the back storage's error is passed on.
    public func combined<Back: StorageProtocol>(with backStorage: Back) -> Storage<Key, Value>
    where Back.Key == Key, Back.Value == Value {
        Storage(
            storageName: "\(storageName)<->\(backStorage.storageName)",
            read: readingThrough(backStorage),
            write: pushing(to: backStorage),
            move: { key, newKey in
                // The back storage is the one that lasts: move there first, then drop the front copy.
                try await backStorage.moveValue(forKey: key, toKey: newKey)
                try await remove(forKey: key)
            }
        )
    }

    /// This storage in front of a storage it only reads from: reads fall back to `backStorage` and copy what
    /// they find into this one; writes and removals touch only this one. Named `front<-back`.
    public func backed<Back: ReadableStorageProtocol>(by backStorage: Back) -> Storage<Key, Value>
    where Back.Key == Key, Back.Value == Value {
        Storage(
            storageName: "\(storageName)<-\(backStorage.storageName)",
            read: readingThrough(backStorage),
            write: asWriteOnlyStorage(),
            move: moveValue(forKey:toKey:)
        )
    }

    /// This storage, also writing to `pushStorage`: reads use only this one; writes and removals go to this
    /// one, then to `pushStorage`. Named `front->back`.
    public func pushing<Push: WritableStorageProtocol>(to pushStorage: Push) -> Storage<Key, Value>
    where Push.Key == Key, Push.Value == Value {
        let writes: WriteOnlyStorage<Key, Value> = pushing(to: pushStorage)
        return Storage(storageName: writes.storageName, read: asReadOnlyStorage(), write: writes)
    }

    /// Reads from this storage, or else from `backStorage`, copying what it finds there into this one. The
    /// copy is a cache fill: when it fails, the value read is still returned.
    private func readingThrough<Back: ReadableStorageProtocol>(_ backStorage: Back) -> ReadOnlyStorage<Key, Value>
    where Back.Key == Key, Back.Value == Value {
        ReadOnlyStorage(storageName: storageName) { key, completion in
            self.retrieve(forKey: key) { result in
                guard case .failure = result else { return completion(result) }
                ShallowsLog.note("\(self.storageName) has no value for \(key); reading \(backStorage.storageName)")
                backStorage.retrieve(forKey: key) { backResult in
                    guard case .success(let value) = backResult else { return completion(backResult) }
                    self.set(value, forKey: key) { _ in completion(backResult) }
                }
            }
        }
    }
}
