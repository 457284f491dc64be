extension StoreState {
    /// The ``ObservationKeys`` of `T` in `store`, made on first use. Call with the store's lock held.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    func observationKeys<T>(for type: T.Type, in store: EntityStore) -> ObservationKeys<T> {
        if let keys = observationKeys[ObjectIdentifier(type)] {
            // Invariant: the entry for `T` is only ever an `ObservationKeys<T>` (made below).
            return unsafeDowncast(keys, to: ObservationKeys<T>.self)
        }
        let keys = ObservationKeys<T>(store: store)
        observationKeys[ObjectIdentifier(type)] = keys
        return keys
    }
}
