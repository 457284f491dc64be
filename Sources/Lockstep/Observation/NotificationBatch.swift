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
            if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *), let observation = entry.observation as? NodeObservation<T> {
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
