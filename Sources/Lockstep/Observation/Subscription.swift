/// A running observation started by ``EntityObserver/observe(onChange:)`` or
/// ``EntityObserver/observe(onChange:onRemove:)``.
///
/// It keeps the observed value alive in the store. Call ``unsubscribe()`` or release it to stop.
public final class Subscription: @unchecked Sendable {
    private let store: EntityStore
    /// The node, held (which keeps the value alive). Guarded by the store's lock; nil once unsubscribed.
    private var node: NodeBase?
    private let registration: AnyObserverRegistration

    init(store: EntityStore, node: NodeBase, registration: AnyObserverRegistration) {
        self.store = store
        self.node = node
        self.registration = registration
    }

    /// Stops the observation. No change is delivered after this returns (if the observer is running on
    /// another thread, this waits for it to finish). Calling it again does nothing.
    public func unsubscribe() {
        let (node, removed) = store.lock.withLock {
            let node = self.node
            self.node = nil
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
