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
