extension ReadOnlyStorageProtocol {
    /// A storage of one value: the one under `key`, read with ``retrieve()``.
    public func singleKey(_ key: Key) -> ReadOnlyStorage<Void, Value> {
        mapKeys { _ in key }
    }
}

extension StorageProtocol {
    /// A storage of one value: the one under `key`, read with ``ReadOnlyStorageProtocol/retrieve()`` and
    /// written with ``WriteOnlyStorageProtocol/set(_:)``.
    ///
    /// ```swift
    /// let settings = DiskStorage.main.folder("settings", in: .applicationSupportDirectory)
    ///     .mapJSONObject(Settings.self)
    ///     .singleKey("settings")                  // Storage<Void, Settings>
    /// try await settings.set(Settings(theme: .dark))
    /// ```
    public func singleKey(_ key: Key) -> Storage<Void, Value> {
        mapKeys { _ in key }
    }
}

extension ReadOnlyStorageProtocol where Key == Void {
    /// The single value.
    public func retrieve() async throws -> Value {
        try await retrieve(forKey: ())
    }
}

extension WriteOnlyStorageProtocol where Key == Void {
    /// Stores the single value.
    public func set(_ value: Value) async throws {
        try await set(value, forKey: ())
    }

    /// Removes the single value.
    public func remove() async throws {
        try await remove(forKey: ())
    }
}
