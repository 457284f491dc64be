extension WritableStorageProtocol {
    /// This storage, also writing to `pushStorage`: every write and removal goes to this one, then, when it
    /// succeeded, to `pushStorage`. Named `front->back`.
    ///
    /// A failure of either is passed on; when this one fails, `pushStorage` is not written.
    public func pushing<Push: WritableStorageProtocol>(to pushStorage: Push) -> WriteOnlyStorage<Key, Value>
    where Push.Key == Key, Push.Value == Value {
        WriteOnlyStorage(
            storageName: "\(storageName)->\(pushStorage.storageName)",
            set: { value, key, completion in
                self.set(value, forKey: key) { result in
                    guard case .success = result else { return completion(result) }
                    ShallowsLog.note("\(self.storageName) stored \(key); pushing it to \(pushStorage.storageName)")
                    pushStorage.set(value, forKey: key, completion: completion)
                }
            },
            remove: { key, completion in
                self.remove(forKey: key) { result in
                    guard case .success = result else { return completion(result) }
                    pushStorage.remove(forKey: key, completion: completion)
                }
            }
        )
    }
}
