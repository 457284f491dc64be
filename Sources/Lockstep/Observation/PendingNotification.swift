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
    // @unchecked Sendable: immutable once queued; `value` is handed to observers on the store's queue, as the
    // public API documents.
    let value: T
    /// `ObserverRegistration<T>`s, stored type-erased like the node's list (see `EntityNode.observers`).
    let registrations: ContiguousArray<AnyObserverRegistration>
    /// The entity was removed: observers hear of the removal instead of a new value.
    let isRemoval: Bool
    /// The node and its `NodeObservation` (read under the store's lock when this is made), when Observation
    /// watches the node: the change is announced first.
    let observed: (node: EntityNode<T>, observation: AnyObject)?

    /// Call with the store's lock held.
    required init(node: EntityNode<T>?, value: T, registrations: ContiguousArray<AnyObserverRegistration>, isRemoval: Bool = false) {
        if let node, let observation = node.observation {
            observed = (node, observation)
        } else {
            observed = nil
        }
        self.value = value
        self.registrations = registrations
        self.isRemoval = isRemoval
    }

    override func deliver() {
        if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *), let (node, observation) = observed {
            // Invariant: a node of `T` only ever holds a `NodeObservation<T>` (see `EntityNode.observation(for:)`).
            unsafeDowncast(observation, to: NodeObservation<T>.self).announceChange(of: node, isRemoval: isRemoval)
        }
        for registration in registrations {
            // Invariant: a node of `T` only holds `ObserverRegistration<T>`s.
            let registration = unsafeDowncast(registration, to: ObserverRegistration<T>.self)
            if isRemoval {
                registration.deliverRemoval()
            } else {
                registration.deliver(value)
            }
        }
    }
}
