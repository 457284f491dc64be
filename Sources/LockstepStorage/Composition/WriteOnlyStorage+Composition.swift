extension WriteOnlyStorageProtocol {
    /// This storage, also writing to `pushStorage`: every write and removal goes to this one, then to it.
    public func pushing<Push: WriteOnlyStorageProtocol>(to pushStorage: Push) -> WriteOnlyStorage<Key, Value>
    where Push.Key == Key, Push.Value == Value {
        WriteOnlyStorage(
            set: { value, key in
                try await set(value, forKey: key)
                try await pushStorage.set(value, forKey: key)
            },
            remove: { key in
                try await remove(forKey: key)
                try await pushStorage.remove(forKey: key)
            }
        )
    }
}
