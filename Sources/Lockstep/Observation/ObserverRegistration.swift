import Foundation

/// What a node and a ``Subscription`` need of an ``ObserverRegistration`` without its value type, so that neither
/// needs a type parameter.
@usableFromInline
protocol RegisteredObserver: AnyObject, Sendable {
    /// Stops deliveries; waits for a closure observer running on another thread to finish.
    func cancel()

    /// Hands over the node the registration observes and forgets it, so that the node is no longer held; nil
    /// when it was handed over already. Call with the store's lock held.
    func takeNode() -> NodeBase?

    /// Calls the observer with `value`, a value of its type, unless it was cancelled. Generic, so that a
    /// ``NodeNotification`` calls it through this protocol, whatever the registration's type.
    func deliver<Value>(_ value: Value)

    /// Tells the observer its entity was removed, unless it was cancelled; nothing is delivered afterwards.
    func deliverRemoval()
}

/// One subscription of a node: the closures to call with each new value and at removal, and the node, held while
/// subscribed (holding it is what keeps the value alive, see `StoreState+Liveness.swift`).
@usableFromInline
// Invariant: the closures and the flag are constants; `isActive` is guarded by `lock`, `node` by the store's lock.
final class ObserverRegistration<T>: RegisteredObserver, @unchecked Sendable {
    /// Held while a closure observer runs and while it is cancelled, so that once `cancel()` returns the
    /// observer is not running and never runs again. Recursive: an observer may unsubscribe itself. Never taken
    /// while the store's lock is held (the observer may call the store), and never held while an `AsyncStream`
    /// is fed (see ``holdsLockWhileDelivering``).
    private let lock = NSRecursiveLock()
    /// Guarded by `lock`.
    private var isActive = true
    /// The node observed, until the subscription ends. Guarded by the store's lock.
    private var node: EntityNode<T>?
    private let onChange: (T) -> Void
    /// Called once when the entity is removed; nothing is called after it.
    private let onRemove: (() -> Void)?
    /// Whether `onChange` runs with `lock` held. True for `observe(onChange:)`, whose promise is that nothing
    /// runs after `unsubscribe()` returns. False for `values`: feeding an `AsyncStream` may resume its consumer,
    /// which takes the consuming task's lock, while cancelling that task takes the task's lock and then runs
    /// the stream's termination handler, which unsubscribes — holding `lock` there would deadlock. A stream
    /// ignores values after it finished, so it needs no such promise.
    private let holdsLockWhileDelivering: Bool

    /// A registration of `node` calling `onChange`, then `onRemove` at removal. `holdsLockWhileDelivering`: false
    /// only for `values`, which feeds an `AsyncStream` through `onChange` and ends it with `onRemove`.
    init(node: EntityNode<T>, onChange: @escaping (T) -> Void, onRemove: (() -> Void)?, holdsLockWhileDelivering: Bool = true) {
        self.node = node
        self.onChange = onChange
        self.onRemove = onRemove
        self.holdsLockWhileDelivering = holdsLockWhileDelivering
    }

    @usableFromInline
    func cancel() {
        // As a last delivery that does nothing: taking the lock waits for a closure observer running now.
        run(last: true) {}
    }

    @usableFromInline
    func takeNode() -> NodeBase? {
        node.take()
    }

    @usableFromInline
    func deliver<Value>(_ value: Value) {
        // Invariant: a node of `T` only holds registrations of `T`, and notifications of `T` only its values.
        run(last: false) { onChange(value as! T) }
    }

    @usableFromInline
    func deliverRemoval() {
        run(last: true) { onRemove?() }
    }

    /// Runs `body` unless cancelled (with `lock` held when `holdsLockWhileDelivering`); `last` cancels at the same
    /// time, so that nothing runs after it.
    private func run(last: Bool, _ body: () -> Void) {
        lock.lock()
        let wasActive = isActive
        isActive = wasActive && !last
        if !holdsLockWhileDelivering {
            lock.unlock()
        }
        if wasActive {
            body()
        }
        if holdsLockWhileDelivering {
            lock.unlock()
        }
    }
}
