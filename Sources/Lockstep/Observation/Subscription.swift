/// A running observation started by ``EntityObserver/observe(onChange:)`` or
/// ``EntityObserver/observe(onChange:onRemove:)``.
///
/// It keeps the observed value alive in the store. Call ``unsubscribe()`` or release it to stop.
public final class Subscription: Sendable {
    private let store: EntityStore
    /// The registration, which holds the node (keeping the value alive) until unsubscribed.
    private let registration: any RegisteredObserver

    init(store: EntityStore, registration: any RegisteredObserver) {
        self.store = store
        self.registration = registration
    }

    /// Stops the observation. No change is delivered after this returns (if the observer is running on
    /// another thread, this waits for it to finish). Calling it again does nothing.
    public func unsubscribe() {
        let (node, removed) = store.lock.withLock {
            let node = registration.takeNode()
            return (node, node?.removeObserver(registration))
        }
        // After the store's lock: the observer may be running, and may be calling the store.
        registration.cancel()
        // Released after the lock: dropping the closure or the node may run user code.
        withExtendedLifetime((node, removed)) {}
    }

    deinit {
        unsubscribe()
    }
}
