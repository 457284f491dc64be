/// A change waiting on the store's queue to be delivered to observers (see ``NodeNotification``).
///
/// Not `Sendable`: it crosses threads only inside the ``DeliveryQueue``, which owns its lock, and is not changed
/// once queued.
class PendingNotification {
    /// Whether the value comes from a write that reached deep data: then it is released on a thread with a big
    /// stack once delivered (see `DeepRelease`).
    let isDeep: Bool

    init(isDeep: Bool) {
        self.isDeep = isDeep
    }

    /// Calls the observers that are still subscribed. Called on the store's queue, without the store's lock.
    func deliver() {}
}

/// The value of one changed node, and the observers to give it to.
///
/// - Complexity: delivering is O(observers).
final class NodeNotification<T>: PendingNotification {
    /// The value the observers are given.
    private let value: T
    /// The node's `ObserverRegistration`s at the end of the write (see `EntityNode.observers`).
    private let registrations: ContiguousArray<any RegisteredObserver>
    /// What the observers hear: the value, the removal, or (a removal an optimistic layer shows) nothing.
    private let kind: NotificationKind
    /// The node's `NodeObservation` (read under the store's lock), when Observation watches the node: the change is
    /// announced before the observers are called. It holds no entity, so neither does a queued notification (rule 13).
    private let observation: AnyObject?

    /// The notification of `node`'s current value (`deep`: see ``PendingNotification/isDeep``). Call with the
    /// store's lock held.
    init(_ node: EntityNode<T>, deep: Bool) {
        value = node.value
        registrations = node.observers
        kind = node.notificationKind
        observation = node.observation
        super.init(isDeep: deep)
    }

    /// The notification of `value` for `registration` alone, which just subscribed.
    init(value: T, for registration: ObserverRegistration<T>, kind: NotificationKind) {
        self.value = value
        registrations = [registration]
        self.kind = kind
        observation = nil
        super.init(isDeep: false)
    }

    /// Announces the change to Observation, then calls the observers, in order. The value is freed with the
    /// notification, by whoever drops it (the delivery queue, or the deep-release thread for deep data).
    override func deliver() {
        if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *), let observation = observation as? NodeObservation {
            observation.announceChange(showsRemoved: kind.showsRemoved)
        }
        // A removal an open layer shows: observers keep their value (see `NotificationKind.hiddenRemoval`).
        guard kind != .hiddenRemoval else { return }
        for registration in registrations {
            if kind == .removal {
                registration.deliverRemoval()
            } else {
                registration.deliver(value)
            }
        }
    }
}

/// What a notification tells a node's observers: the node's removal flags when it was queued (`NodeBase.flags`,
/// bit 3 `isRemoved` and bit 5 `isRemovedByLayer`), kept as they are so that queuing one costs a mask, not a
/// branch.
@usableFromInline
struct NotificationKind: Equatable {
    @usableFromInline let rawValue: UInt8

    /// The kind of notification a node with `flags` (`NodeBase.flags`) gets.
    @inlinable
    init(flags: UInt8) {
        rawValue = flags & (8 | 32)
    }

    /// The node's value (new, or given back by a rollback): every observer gets it.
    @inlinable static var value: NotificationKind { NotificationKind(flags: 0) }
    /// The entity was removed for good: observers hear of the removal, and nothing after it.
    @inlinable static var removal: NotificationKind { NotificationKind(flags: 8) }
    /// An open optimistic layer removed the entity (see `NodeBase.isRemovedByLayer`): Observation hears that
    /// `isRemoved` changed; closure observers, `values` and publishers hear nothing, since the layer may be
    /// rolled back, and none of them can take a removal back.
    @inlinable static var hiddenRemoval: NotificationKind { NotificationKind(flags: 8 | 32) }

    /// Whether readers see the entity removed.
    var showsRemoved: Bool { rawValue & 8 != 0 }
}
