extension ReadOnlyStorageProtocol {
    /// Applies a transformation written for full storages (one that returns a ``Storage``) to this read-only
    /// storage, and keeps the reading side of the result.
    ///
    /// ```swift
    /// let strings = bundled.usingUnsupportedTransformation { $0.mapString() }   // ReadOnlyStorage<Key, String>
    /// ```
    ///
    /// Inside, writes fail with ``UnsupportedTransformationStorageError/storageIsReadOnly``.
    public func usingUnsupportedTransformation<OtherKey, OtherValue>(
        _ transformation: (Storage<Key, Value>) -> Storage<OtherKey, OtherValue>
    ) -> ReadOnlyStorage<OtherKey, OtherValue> {
        let full = Storage(
            storageName: storageName,
            read: asReadOnlyStorage(),
            write: WriteOnlyStorage(storageName: storageName) { _, _, completion in
                completion(.failure(UnsupportedTransformationStorageError.storageIsReadOnly))
            }
        )
        return transformation(full).asReadOnlyStorage()
    }
}

extension WriteOnlyStorageProtocol {
    /// Applies a transformation written for full storages to this write-only storage, and keeps the writing
    /// side of the result. Inside, reads fail with ``UnsupportedTransformationStorageError/storageIsWriteOnly``.
    public func usingUnsupportedTransformation<OtherKey, OtherValue>(
        _ transformation: (Storage<Key, Value>) -> Storage<OtherKey, OtherValue>
    ) -> WriteOnlyStorage<OtherKey, OtherValue> {
        let full = Storage(
            storageName: storageName,
            read: ReadOnlyStorage(storageName: storageName) { _, completion in
                completion(.failure(UnsupportedTransformationStorageError.storageIsWriteOnly))
            },
            write: asWriteOnlyStorage()
        )
        return transformation(full).asWriteOnlyStorage()
    }
}
