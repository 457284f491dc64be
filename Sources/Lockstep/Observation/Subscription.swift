/// A running observation started by ``EntityObserver/observe(onChange:)`` or
/// ``EntityObserver/observe(onChange:onRemove:)``.
///
/// It keeps the observed value alive in the store. Call ``unsubscribe()`` or release it to stop.
public final class Subscription: @unchecked Sendable {
    private let store: EntityStore
    /// The observer's hold on the node, shared with it (the store counts holders, not references). Guarded by
    /// the store's lock; nil once unsubscribed.
    private var holder: NodeHolder?
    private let registration: AnyObserverRegistration

    init(holder: NodeHolder, registration: AnyObserverRegistration) {
        self.store = holder.store
        self.holder = holder
        self.registration = registration
    }

    /// Stops the observation. No change is delivered after this returns (if the observer is running on
    /// another thread, this waits for it to finish). Calling it again does nothing.
    public func unsubscribe() {
        let (holder, removed) = store.lock.withLock {
            let holder = self.holder
            self.holder = nil
            return (holder, holder?.node.removeObserver(registration))
        }
        // After the store's lock: the observer may be running, and may be calling the store.
        registration.cancel()
        // Released after the lock: dropping the closure or the node may run user code, and the holder's last
        // release takes the lock.
        withExtendedLifetime((holder, removed)) {}
    }

    deinit {
        unsubscribe()
    }
}
