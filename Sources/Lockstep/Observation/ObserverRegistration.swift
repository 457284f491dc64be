/// The type-erased part of an ``ObserverRegistration``, so that a ``Subscription`` needs no type parameter.
@usableFromInline
class AnyObserverRegistration: @unchecked Sendable {
    /// Held while the observer runs and while it is cancelled, so that once `cancel()` returns the observer
    /// is not running and never runs again. Recursive: an observer may unsubscribe itself. Never taken while
    /// the store's lock is held (the observer may call the store).
    let lock = StoreLock(recursive: true)
    /// Guarded by `lock`.
    var isActive = true

    /// Stops deliveries; waits for one in progress on another thread to finish.
    func cancel() {
        lock.withLock { isActive = false }
    }
}

/// One `observe(onChange:)` call: the closure to call with each new value.
@usableFromInline
final class ObserverRegistration<T>: AnyObserverRegistration, @unchecked Sendable {
    private let onChange: (T) -> Void
    /// `NodeNotification<T>.self`, resolved once here so that notifying never looks the type up again.
    let notificationType: NodeNotification<T>.Type

    init(onChange: @escaping (T) -> Void) {
        self.onChange = onChange
        self.notificationType = NodeNotification<T>.self
    }

    /// Calls the observer with `value` unless it was cancelled.
    func deliver(_ value: T) {
        lock.lock()
        defer { lock.unlock() }
        if isActive {
            onChange(value)
        }
    }
}
