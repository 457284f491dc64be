/// A running observation started by ``EntityObserver/observe(onChange:)`` or
/// ``EntityObserver/observe(onChange:onRemove:)``.
///
/// It keeps the observed value alive in the store. Call ``unsubscribe()`` or release it to stop.
public final class Subscription: @unchecked Sendable {
    private let store: EntityStore
    /// Guarded by the store's lock; nil once unsubscribed.
    private var node: NodeBase?
    /// The observer's counted hold on the node, if it has one (see ``NodeHolder``), shared with it: the store
    /// counts holders, not references. Guarded by the store's lock; nil once unsubscribed.
    private var holder: NodeHolder?
    private let registration: AnyObserverRegistration

    init(store: EntityStore, node: NodeBase, holder: NodeHolder?, registration: AnyObserverRegistration) {
        self.store = store
        self.node = node
        self.holder = holder
        self.registration = registration
    }

    /// Stops the observation. No change is delivered after this returns (if the observer is running on
    /// another thread, this waits for it to finish). Calling it again does nothing.
    public func unsubscribe() {
        let (node, holder, removed) = store.lock.withLock {
            let (node, holder) = (self.node, self.holder)
            self.node = nil
            self.holder = nil
            return (node, holder, node?.removeObserver(registration))
        }
        // After the store's lock: the observer may be running, and may be calling the store.
        registration.cancel()
        // Released after the lock: dropping the closure or the node may run user code, and the holder's last
        // release takes the lock.
        withExtendedLifetime((node, holder, removed)) {}
    }

    deinit {
        unsubscribe()
    }
}
