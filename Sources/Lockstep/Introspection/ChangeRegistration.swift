/// Keeps one listener registered with its store while a ``StoreChanges`` sequence (or an iterator of it) exists,
/// and unregisters it when the last one goes.
final class ChangeRegistration: Sendable {
    /// The store listened to; held, so that the listener can always unregister.
    let store: EntityStore
    /// The listener's buffer.
    let listener: ChangeListener

    /// Registers `listener` with `store`'s changes.
    init(store: EntityStore, listener: ChangeListener) {
        self.store = store
        self.listener = listener
        store.lock.withLock { $0.changes.listeners.append(listener) }
    }

    deinit {
        // Under the store's lock, which nothing holds here: a sequence is released by its consumer, never by a
        // write. O(listeners).
        let listener = listener
        store.lock.withLock { $0.changes.listeners.removeAll { $0 === listener } }
    }
}
