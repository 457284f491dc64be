// Introspection: the events of every write, as an `AsyncSequence`.
extension EntityStore {
    /// The events of every write from now on, in write order: entities stored, rejected as stale (with both
    /// stamps), removed (with the cascade), aliases set and removed, entities released. See ``StoreChanges``.
    ///
    /// Each access makes a new listener, keeping up to ``StoreChanges/defaultBufferSize`` events for its consumer;
    /// use ``changes(bufferingNewest:)`` for another size. While nobody listens, writes record nothing.
    public var changes: StoreChanges {
        changes(bufferingNewest: StoreChanges.defaultBufferSize)
    }

    /// The events of every write from now on, as ``changes``, keeping up to `limit` (at least 1) events for the
    /// consumer; past it, the oldest are dropped and reported as ``StoreChange/dropped(count:)``.
    public func changes(bufferingNewest limit: Int) -> StoreChanges {
        StoreChanges(registration: ChangeRegistration(store: self, listener: ChangeListener(capacity: limit)))
    }
}
