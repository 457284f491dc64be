/// The type-erased part of an ``ObserverRegistration``, so that a ``Subscription`` needs no type parameter.
@usableFromInline
class AnyObserverRegistration: @unchecked Sendable {
    /// Guarded by the store's lock; deliveries check it under the lock right before calling, so no change
    /// is delivered once `unsubscribe()` has returned.
    var isActive = true
}

/// One `observe(onChange:)` call: the closure to call with each new value.
@usableFromInline
final class ObserverRegistration<T>: AnyObserverRegistration, @unchecked Sendable {
    let onChange: (T) -> Void
    /// `NodeNotification<T>.self`, resolved once here so that notifying never looks the type up again.
    let notificationType: NodeNotification<T>.Type

    init(onChange: @escaping (T) -> Void) {
        self.onChange = onChange
        self.notificationType = NodeNotification<T>.self
    }
}
