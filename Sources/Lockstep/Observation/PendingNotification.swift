/// A change waiting on the store's queue to be delivered to a node's observers.
class PendingNotification: @unchecked Sendable {
    /// Whether the value comes from a write that reached deep data: then it is released on a thread with a
    /// big stack once delivered (see `DeepRelease`). Set before the notification is queued.
    var isDeep = false

    /// Calls the observers that are still subscribed. Called on the store's queue, without the store's lock.
    func deliver() {}
}

/// The value of one node at the end of a write, and the observers to give it to.
final class NodeNotification<T>: PendingNotification, @unchecked Sendable {
    let value: T
    /// `ObserverRegistration<T>`s, stored type-erased like the node's list (see `EntityNode.observers`).
    let registrations: ContiguousArray<AnyObserverRegistration>

    required init(value: T, registrations: ContiguousArray<AnyObserverRegistration>) {
        self.value = value
        self.registrations = registrations
    }

    override func deliver() {
        for registration in registrations {
            unsafeDowncast(registration, to: ObserverRegistration<T>.self).deliver(value)
        }
    }
}
