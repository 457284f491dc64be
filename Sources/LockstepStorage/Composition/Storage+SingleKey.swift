extension ReadOnlyStorageProtocol {
    /// A storage of one value: the one under `key`, read with `retrieve()`.
    public func singleKey(_ key: Key) -> ReadOnlyStorage<Void, Value> {
        mapKeys { key }
    }
}

extension WriteOnlyStorageProtocol {
    /// A storage of one value: the one under `key`, written with `set(_:)`.
    public func singleKey(_ key: Key) -> WriteOnlyStorage<Void, Value> {
        mapKeys { key }
    }
}

extension StorageProtocol {
    /// A storage of one value: the one under `key`, read with `retrieve()` and written with `set(_:)`.
    ///
    /// ```swift
    /// let settings = DiskStorage.main.folder("settings", in: .applicationSupportDirectory)
    ///     .mapJSONObject(Settings.self)
    ///     .singleKey("settings")                  // Storage<Void, Settings>
    /// try await settings.set(Settings(theme: .dark))
    /// ```
    public func singleKey(_ key: Key) -> Storage<Void, Value> {
        mapKeys { key }
    }
}
