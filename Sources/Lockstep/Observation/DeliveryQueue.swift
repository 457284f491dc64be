// Foundation brings Dispatch and the platform's C library (`pthread_self`).
import Foundation

/// Hands notifications to observers on the store's queue, in write order, one batch at a time.
///
/// Writers append under the store's lock, so notifications are in write order; at most one delivery block is
/// scheduled or running at any time, so deliveries keep that order on any queue, a concurrent one included.
/// Writes made while a delivery is waiting join it: a burst of writes costs one dispatch, not one per write.
final class DeliveryQueue: @unchecked Sendable {
    // @unchecked Sendable: `pending`, `isScheduled` and `deliveringThread` are guarded by `lock`, which is only
    // held to move notifications in and out, never while an observer runs.

    /// Where observers are called.
    let queue: DispatchQueue
    private let lock = NSLock()
    // Guarded by `lock`.
    private var pending: [PendingNotification] = []
    /// A delivery block is scheduled or running.
    private var isScheduled = false
    /// The thread running the delivery block, while it runs.
    private var deliveringThread: pthread_t?
    /// Set on `queue`, to recognize code running on it.
    private let key = DispatchSpecificKey<ObjectIdentifier>()

    init(queue: DispatchQueue) {
        self.queue = queue
        queue.setSpecific(key: key, value: ObjectIdentifier(self))
    }

    deinit {
        // The queue outlives the store: a mark left on it would match a later store whose key and delivery queue
        // reuse this one's memory, which would then take code running on this queue for code on its own.
        queue.setSpecific(key: key, value: nil)
    }

    /// Whether the calling code runs on `queue` (or a queue targeting it) and may deliver at once: no delivery
    /// block runs on another thread (on a concurrent queue one might), so a value delivered now cannot overtake
    /// an older one.
    var canDeliverSynchronously: Bool {
        guard DispatchQueue.getSpecific(key: key) == ObjectIdentifier(self) else { return false }
        return lock.withLock { deliveringThread.map { pthread_equal($0, pthread_self()) != 0 } ?? true }
    }

    /// Lets `add` append notifications, after every one appended before, and schedules a delivery if none is
    /// waiting. Called with the store's lock held, so that appends follow write order.
    func enqueue(_ add: (inout [PendingNotification]) -> Void) {
        let schedule = lock.withLock {
            add(&pending)
            guard !isScheduled, !pending.isEmpty else { return false }
            isScheduled = true
            return true
        }
        if schedule {
            queue.async { [self] in deliverBatch() }
        }
    }

    /// Runs on `queue`: delivers what is pending, without any lock held while observers run, until nothing is
    /// left. Looping here, rather than scheduling another block, keeps a promise callers rely on: once a block
    /// they queue after a write has run (`queue.sync {}`), that write's notifications have been delivered.
    private func deliverBatch() {
        while true {
            let batch = lock.withLock {
                isScheduled = !pending.isEmpty
                deliveringThread = isScheduled ? pthread_self() : nil
                return pending.takeAll()
            }
            guard !batch.isEmpty else { return }
            batch.forEach { $0.deliver() }
            if batch.contains(where: \.isDeep) {
                // Moved, not copied: this thread must not be the one that frees the values.
                DeepRelease.release(consume batch)
            }
        }
    }
}
