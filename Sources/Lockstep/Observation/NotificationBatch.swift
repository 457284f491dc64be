/// Changes waiting on the store's queue to be delivered to observers (see ``NotificationBatch``).
///
/// Not `Sendable`: it crosses threads only inside the ``DeliveryQueue``, which owns its lock, and is appended to
/// under that lock only, never once the delivery block took it.
class PendingNotification {
    /// Whether a value comes from a write that reached deep data: then the batch is released on a thread with
    /// a big stack once delivered (see `DeepRelease`).
    var isDeep = false

    /// Appends the notification of `node`'s current value, if the batch holds values of its type; returns whether
    /// it did. Call with the store's lock held.
    func append(_ node: NodeBase, deep: Bool) -> Bool { false }

    /// Calls the observers that are still subscribed. Called on the store's queue, without the store's lock.
    func deliver() {}
}

/// The values of consecutive changed nodes of one value type, and the observers to give each to.
///
/// One batch holds the notifications of a run of same-typed nodes (a thousand timelines that embed the updated
/// author), so that notifying a node appends to two arrays instead of queueing an object per node.
///
/// Its code runs unspecialized (it is reached through ``PendingNotification``), where naming another generic type
/// of `T` (`EntityNode<T>`, `ObserverRegistration<T>`, a tuple of `T`) costs a lookup of that type's metadata on
/// every use, about 300 instructions. So it names none per notification: a node is cast by a node of its own
/// type (``EntityNode/sameType(_:)``), and each observer takes its value itself.
///
/// - Complexity: appending is O(1) amortized plus the copy of the value; delivering is O(notifications).
final class NotificationBatch<T>: PendingNotification {
    /// A node of the batch's own, of its nodes' type, for casting the next ones: in no table and linked to
    /// nothing, it holds no entity (a queued notification must not, rule 13), and it lives as long as the batch,
    /// which later writes join while it waits on the queue, whatever became of the nodes it was made for.
    private let prototype: EntityNode<T>
    /// Each notification's observers, in write order.
    private var entries: [NotificationEntry] = []
    /// The value each entry's observers are given.
    private var values: [T] = []

    /// A batch holding one notification of `node`'s current value (`deep`: see ``PendingNotification/isDeep``).
    /// Call with the store's lock held.
    init(_ node: EntityNode<T>, deep: Bool) {
        prototype = EntityNode(value: node.value)
        super.init()
        _ = append(node, deep: deep)
    }

    /// A batch holding one notification of `value` for `registration` alone, which just subscribed.
    init(value: T, for registration: ObserverRegistration<T>, kind: NotificationKind) {
        prototype = EntityNode(value: value)
        entries = [NotificationEntry(registrations: [registration], kind: kind, observation: nil)]
        values = [value]
    }

    override func append(_ node: NodeBase, deep: Bool) -> Bool {
        guard let node = prototype.sameType(node) else { return false }
        entries.append(NotificationEntry(registrations: node.observers, kind: node.notificationKind, observation: node.observation))
        values.append(node.value)
        if deep {
            isDeep = true
        }
        return true
    }

    /// Announces each change to Observation, then calls its observers, in order. The values are freed with the
    /// batch, by whoever drops it (the delivery queue, or the deep-release thread for deep data).
    override func deliver() {
        // By index: `zip` would be a generic type of `T` (see above).
        for index in entries.indices {
            let entry = entries[index]
            if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *), let observation = entry.observation as? NodeObservation {
                observation.announceChange(showsRemoved: entry.kind.showsRemoved)
            }
            // A removal an open layer shows: observers keep their value (see `NotificationKind.hiddenRemoval`).
            guard entry.kind != .hiddenRemoval else { continue }
            for registration in entry.registrations {
                if entry.kind == .removal {
                    registration.deliverRemoval()
                } else {
                    registration.deliver(values[index])
                }
            }
        }
    }
}

/// The observers of one changed node in a ``NotificationBatch``, and how to announce the change to Observation.
///
/// Not generic, so that the batch's array of entries is specialized once, in this module (an array of tuples would
/// be destroyed through the tuple's generic value witnesses).
struct NotificationEntry {
    /// The node's `ObserverRegistration`s at the end of the write (see `EntityNode.observers`).
    let registrations: ContiguousArray<any RegisteredObserver>
    /// What the observers hear: the value, the removal, or (a removal an optimistic layer shows) nothing.
    let kind: NotificationKind
    /// The node's `NodeObservation` (read under the store's lock), when Observation watches the node: the change is
    /// announced before the observers are called. It holds no entity, so neither does a queued notification (rule 13).
    let observation: AnyObject?
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
