/// A storage of pairs: each key reads or writes both storages at once, and succeeds only when both do.
///
/// ```swift
/// let zipped = zip(MemoryStorage<String, String>(), MemoryStorage<String, Int>())   // Storage<String, (String, Int)>
/// try await zipped.set(("shallows", 3), forKey: "another-key")
/// let (string, number) = try await zipped.retrieve(forKey: "another-key")
/// ```
///
/// Both sides run concurrently; when either fails, the call throws its error (the other side may have
/// completed its write).
public func zip<Left: StorageProtocol, Right: StorageProtocol>(
    _ left: Left,
    _ right: Right
) -> Storage<Left.Key, (Left.Value, Right.Value)> where Left.Key == Right.Key {
    let reads = zip(left.asReadOnlyStorage(), right.asReadOnlyStorage())
    return Storage(
        retrieve: reads.retrieve(forKey:),
        set: { values, key in
            async let leftDone: Void = left.set(values.0, forKey: key)
            async let rightDone: Void = right.set(values.1, forKey: key)
            _ = try await (leftDone, rightDone)
        },
        remove: { key in
            async let leftDone: Void = left.remove(forKey: key)
            async let rightDone: Void = right.remove(forKey: key)
            _ = try await (leftDone, rightDone)
        }
    )
}

/// A read-only storage of pairs: each key reads both storages at once, and succeeds only when both do.
public func zip<Left: ReadOnlyStorageProtocol, Right: ReadOnlyStorageProtocol>(
    _ left: Left,
    _ right: Right
) -> ReadOnlyStorage<Left.Key, (Left.Value, Right.Value)> where Left.Key == Right.Key {
    ReadOnlyStorage { key in
        async let leftValue = left.retrieve(forKey: key)
        async let rightValue = right.retrieve(forKey: key)
        return try await (leftValue, rightValue)
    }
}
