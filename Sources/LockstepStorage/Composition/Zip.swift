/// A read-only storage of pairs: each key reads both storages at once, and succeeds when both do; otherwise
/// it fails with a ``ZippedResultError`` holding each side's error. Named `left+right`.
public func zip<Key, Value1, Value2>(
    _ lhs: ReadOnlyStorage<Key, Value1>,
    _ rhs: ReadOnlyStorage<Key, Value2>
) -> ReadOnlyStorage<Key, (Value1, Value2)> {
    ReadOnlyStorage(storageName: "\(lhs.storageName)+\(rhs.storageName)") { key, completion in
        let pair = PairedCompletion<Value1, Value2>(completion: completion)
        lhs.retrieve(forKey: key, completion: pair.completeLeft(with:))
        rhs.retrieve(forKey: key, completion: pair.completeRight(with:))
    }
}

/// A write-only storage of pairs: each write or removal goes to both storages at once, and succeeds when
/// both do; otherwise it fails with a ``ZippedResultError`` (the other side may have completed its write).
public func zip<Key, Value1, Value2>(
    _ lhs: WriteOnlyStorage<Key, Value1>,
    _ rhs: WriteOnlyStorage<Key, Value2>
) -> WriteOnlyStorage<Key, (Value1, Value2)> {
    WriteOnlyStorage(
        storageName: "\(lhs.storageName)+\(rhs.storageName)",
        set: { values, key, completion in
            let pair = PairedCompletion<Void, Void> { completion($0.map { _ in }) }
            lhs.set(values.0, forKey: key, completion: pair.completeLeft(with:))
            rhs.set(values.1, forKey: key, completion: pair.completeRight(with:))
        },
        remove: { key, completion in
            let pair = PairedCompletion<Void, Void> { completion($0.map { _ in }) }
            lhs.remove(forKey: key, completion: pair.completeLeft(with:))
            rhs.remove(forKey: key, completion: pair.completeRight(with:))
        }
    )
}

/// A storage of pairs: each key reads or writes both storages at once, and succeeds when both do.
///
/// ```swift
/// let zipped = zip(MemoryStorage<String, String>(), MemoryStorage<String, Int>())   // Storage<String, (String, Int)>
/// try await zipped.set(("shallows", 3), forKey: "another-key")
/// let (string, number) = try await zipped.retrieve(forKey: "another-key")
/// ```
///
/// A failure of either side fails the call with a ``ZippedResultError`` holding each side's error (the other
/// side may have completed its write).
public func zip<Storage1: StorageProtocol, Storage2: StorageProtocol>(
    _ lhs: Storage1,
    _ rhs: Storage2
) -> Storage<Storage1.Key, (Storage1.Value, Storage2.Value)> where Storage1.Key == Storage2.Key {
    Storage(
        read: zip(lhs.asReadOnlyStorage(), rhs.asReadOnlyStorage()),
        write: zip(lhs.asWriteOnlyStorage(), rhs.asWriteOnlyStorage())
    )
}
