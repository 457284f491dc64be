extension ReadOnlyStorageProtocol {
    /// This storage, falling back to `backStorage` for keys it cannot read. Named `front<-back`.
    ///
    /// ```swift
    /// let settings = bundledOverrides.asReadOnlyStorage()
    ///     .backed(by: bundledDefaults)            // ReadOnlyStorage
    /// ```
    ///
    /// When neither can read the key, the back storage's error is passed on.
    public func backed<Back: ReadableStorageProtocol>(by backStorage: Back) -> ReadOnlyStorage<Key, Value>
    where Back.Key == Key, Back.Value == Value {
        ReadOnlyStorage(storageName: "\(storageName)<-\(backStorage.storageName)") { key, completion in
            self.retrieve(forKey: key) { result in
                guard case .failure = result else { return completion(result) }
                ShallowsLog.note("\(self.storageName) has no value for \(key); reading \(backStorage.storageName)")
                backStorage.retrieve(forKey: key, completion: completion)
            }
        }
    }
}
