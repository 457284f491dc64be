import Foundation
import Lockstep

/// Counts the notifications one observer gets after subscribing (its first value is not counted).
public final class NotificationCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var delivered = -1
    private var subscription: Subscription?

    /// Subscribes to `observer`; `drain` must run before counting starts, so the first value is in.
    public init<T>(_ observer: EntityObserver<T>) {
        subscription = observer.observe { [unowned self] _ in
            lock.lock()
            delivered += 1
            lock.unlock()
        }
    }

    /// The notifications after the first value.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return delivered
    }

    deinit {
        subscription?.unsubscribe()
    }
}
