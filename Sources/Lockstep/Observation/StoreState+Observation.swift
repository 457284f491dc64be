extension StoreState {
    /// The ``ObservationKeys`` of `T`, made on first use. Call with the store's lock held.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    func observationKeys<T>(for type: T.Type) -> ObservationKeys<T> {
        let keys: AnyObject
        if let last = lastObservationKeys, last.type == ObjectIdentifier(type) {
            keys = last.keys
        } else if let found = observationKeys[ObjectIdentifier(type)] {
            keys = found
            lastObservationKeys = (ObjectIdentifier(type), found)
        } else {
            let made = ObservationKeys<T>()
            observationKeys[ObjectIdentifier(type)] = made
            lastObservationKeys = (ObjectIdentifier(type), made)
            return made
        }
        // The entry for `T` is only ever an `ObservationKeys<T>` (made above).
        return keys as! ObservationKeys<T>
    }
}
