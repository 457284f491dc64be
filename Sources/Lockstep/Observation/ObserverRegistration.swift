/// The type-erased part of an ``ObserverRegistration``, so that a ``Subscription`` needs no type parameter.
@usableFromInline
// Invariant: see the comment inside.
class AnyObserverRegistration: @unchecked Sendable {
    // @unchecked Sendable: `isActive` is guarded by `lock`; the closure is only called as described below.

    /// Held while a closure observer runs and while it is cancelled, so that once `cancel()` returns the
    /// observer is not running and never runs again. Recursive: an observer may unsubscribe itself. Never taken
    /// while the store's lock is held (the observer may call the store), and never held while an `AsyncStream`
    /// is fed (see ``ObserverRegistration/init(yielding:)``).
    let lock = Mutex(recursive: true)
    /// Guarded by `lock`.
    var isActive = true

    /// Stops deliveries; waits for a closure observer running on another thread to finish.
    func cancel() {
        lock.withLock { isActive = false }
    }
}

/// One subscription of a node: the closure to call with each new value.
@usableFromInline
// Invariant: `onChange`, `onRemove` and the flags are constants; `isActive` is guarded by `lock`.
final class ObserverRegistration<T>: AnyObserverRegistration, @unchecked Sendable {
    private let onChange: (T) -> Void
    /// Called once when the entity is removed; nothing is called after it.
    private let onRemove: (() -> Void)?
    /// Whether `onChange` runs with `lock` held. True for `observe(onChange:)`, whose promise is that nothing
    /// runs after `unsubscribe()` returns. False for `values`: feeding an `AsyncStream` may resume its consumer,
    /// which takes the consuming task's lock, while cancelling that task takes the task's lock and then runs
    /// the stream's termination handler, which unsubscribes — holding `lock` there would deadlock. A stream
    /// ignores values after it finished, so it needs no such promise.
    private let holdsLockWhileDelivering: Bool

    /// A registration calling `onChange` (and `onRemove`) with the lock held.
    init(onChange: @escaping (T) -> Void, onRemove: (() -> Void)? = nil) {
        self.onChange = onChange
        self.onRemove = onRemove
        self.holdsLockWhileDelivering = true
    }

    /// A registration feeding an `AsyncStream` through `yield` and ending it with `finish`, without holding
    /// any lock while it does.
    init(yielding yield: @escaping (T) -> Void, finish: @escaping () -> Void) {
        self.onChange = yield
        self.onRemove = finish
        self.holdsLockWhileDelivering = false
    }

    /// Calls the observer with `value` unless it was cancelled. Takes `value` owned, so that a caller done with
    /// its copy can move it in (`__owned` rather than `consuming`, which would move it once more, into a
    /// variable of its own).
    func deliver(_ value: __owned T) {
        run(last: false) { onChange(value) }
    }

    /// Tells the observer its entity was removed, unless it was cancelled; nothing is delivered afterwards.
    func deliverRemoval() {
        run(last: true) { onRemove?() }
    }

    /// Runs `body` unless cancelled; `last` cancels at the same time, so that nothing runs after it.
    private func run(last: Bool, _ body: () -> Void) {
        lock.lock()
        guard isActive else {
            lock.unlock()
            return
        }
        if last {
            isActive = false
        }
        if holdsLockWhileDelivering {
            defer { lock.unlock() }
            body()
        } else {
            lock.unlock()
            body()
        }
    }
}
