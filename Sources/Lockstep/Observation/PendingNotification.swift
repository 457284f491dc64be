/// Changes waiting on the store's queue to be delivered to observers (see ``NotificationBatch``).
class PendingNotification: @unchecked Sendable {
    // @unchecked Sendable: `isDeep` is only written under the delivery queue's lock, before the delivery block
    // takes the notification; `valueType` is a constant.

    /// The type of the values, so that the next changed node of the same type joins this batch.
    let valueType: ObjectIdentifier

    /// Whether a value comes from a write that reached deep data: then the batch is released on a thread with
    /// a big stack once delivered (see `DeepRelease`).
    var isDeep = false

    init(valueType: ObjectIdentifier) {
        self.valueType = valueType
    }

    /// Calls the observers that are still subscribed. Called on the store's queue, without the store's lock.
    func deliver() {}
}
