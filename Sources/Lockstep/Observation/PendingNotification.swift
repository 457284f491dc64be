/// A change waiting on the store's queue to be delivered to a node's observers.
class PendingNotification: @unchecked Sendable {
    /// Drops registrations that were cancelled since the change was queued. Called under the store's lock.
    func keepActiveRegistrations() {}

    /// Calls the remaining observers. Called on the store's queue, without the lock.
    func deliver() {}
}

/// The value of one node at the end of a write, and the observers to give it to.
final class NodeNotification<T>: PendingNotification, @unchecked Sendable {
    let value: T
    /// `ObserverRegistration<T>`s, stored type-erased like the node's list (see `EntityNode.observers`).
    var registrations: ContiguousArray<AnyObserverRegistration>

    required init(value: T, registrations: ContiguousArray<AnyObserverRegistration>) {
        self.value = value
        self.registrations = registrations
    }

    override func keepActiveRegistrations() {
        registrations.removeAll { !$0.isActive }
    }

    override func deliver() {
        for registration in registrations {
            unsafeDowncast(registration, to: ObserverRegistration<T>.self).onChange(value)
        }
    }
}
