/// The values of consecutive changed nodes of one value type, and the observers to give each to.
///
/// One batch holds the notifications of a run of same-typed nodes (a thousand timelines that embed the updated
/// author), so that notifying a node appends to an array instead of queueing an object per node.
///
/// - Complexity: appending is O(1) amortized plus the copy of the value; delivering is O(notifications).
final class NotificationBatch<T>: PendingNotification {

    /// Each notification's observers and the value they are given, in write order.
    private var notifications: [(entry: NotificationEntry, value: T)]

    /// A batch holding one notification of `value` for `registrations` (and for Observation, when `node`
    /// has an observation). Call with the store's lock held.
    init(node: EntityNode<T>?, value: T, registrations: ContiguousArray<any RegisteredObserver>, kind: NotificationKind) {
        notifications = [(NotificationEntry(registrations: registrations, kind: kind, observation: node?.observation), value)]
    }

    /// Appends the notification of `node`'s current value. Call with the store's lock held.
    func append(_ node: EntityNode<T>) {
        let entry = NotificationEntry(registrations: node.observers, kind: node.notificationKind, observation: node.observation)
        notifications.append((entry, node.value))
    }

    /// Announces each change to Observation, then calls its observers, in order. The values are freed with the
    /// batch, by whoever drops it (the delivery queue, or the deep-release thread for deep data).
    override func deliver() {
        for notification in notifications {
            deliver(notification.value, to: notification.entry)
        }
    }

    private func deliver(_ value: T, to entry: NotificationEntry) {
        if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *), let observation = entry.observation as? NodeObservation<T> {
            observation.announceChange(showsRemoved: entry.kind.showsRemoved)
        }
        // A removal an open layer shows: observers keep their value (see `NotificationKind.hiddenRemoval`).
        guard entry.kind != .hiddenRemoval else { return }
        for registration in entry.registrations {
            // A node of `T` only holds `ObserverRegistration<T>`s.
            guard let registration = registration as? ObserverRegistration<T> else { continue }
            if entry.kind == .removal {
                registration.deliverRemoval()
            } else {
                registration.deliver(value)
            }
        }
    }
}
