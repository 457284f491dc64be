/// A handle on one stored value (an entity, an aggregate, an alias or a stored collection) that reads its
/// current value and subscribes to its changes.
///
/// Holding an observer keeps the value alive in the store (see ``EntityStore``'s weak memory policy).
///
/// ```swift
/// let observer = store.find(Book.self, id: "ACK")!
/// let subscription = observer.observe { book in titleLabel.text = book.title }
/// ```
public struct EntityObserver<T> {
    /// The closure called with each new value.
    public typealias OnChange = (T) -> Void

    /// The node, held: holding it is what keeps the value alive (see `StoreState+Liveness.swift`).
    @usableFromInline let node: EntityNode<T>
    @usableFromInline let store: EntityStore

    /// `node` is consumed: a lookup hands over the reference it took, instead of a copy and a release.
    @inlinable
    init(node: consuming EntityNode<T>, store: EntityStore) {
        self.node = node
        self.store = store
    }

    /// The current value.
    ///
    /// Reading it inside SwiftUI's `body`, `withObservationTracking` or `Observations { }` tracks it: the
    /// observer is `Observable`, and each accepted change is one mutation, announced on the store's queue.
    ///
    /// - Complexity: O(1) plus the copy of the value.
    // Always inlined: the inliner declined it (cost 64 against a benefit of 36 in `find`'s loop), and the call cost
    // about 50 instructions a read (callgrind); inlined, the caller also copies only what it uses of the value.
    @inlinable @inline(__always)
    public var value: T {
        let store = self.store
        // Nothing here runs user code or throws, so nothing can leave the lock held. Not `withLock`: the optimizer
        // leaves its closure a function of its own here, called with the store retained around it (about 110
        // instructions a read more, measured with callgrind in `find`).
        store.lock.acquire()
        let replacedSlots = node.linkPendingElements()
        let observation = node.observation()
        let value = node.value
        store.lock.unlock()
        // After the lock: what the replaced slots alone held may be released, which may run user code.
        withExtendedLifetime(replacedSlots) {}
        trackAccess(isRemoved: false, through: observation)
        return value
    }

    /// Calls `onChange` on the store's queue with the current value, then after every write that changes it,
    /// once per write or transaction.
    ///
    /// Called on the store's queue (the main queue by default), it delivers the current value before it
    /// returns, so that a screen never renders a frame without it; called from another thread, it delivers it as
    /// soon as the queue runs.
    ///
    /// - Returns: a subscription that keeps the value alive and observed until it is released or
    ///   ``Subscription/unsubscribe()`` is called; no call happens after `unsubscribe()` returns.
    public func observe(onChange: @escaping OnChange) -> Subscription {
        subscribe(ObserverRegistration(node: node, onChange: onChange, onRemove: nil))
    }

    /// Calls `onChange` as ``observe(onChange:)`` does, and `onRemove` once if the entity is removed
    /// (``EntityStore/remove(_:id:modifiedAt:)``, directly or because a parent could not exist without a removed
    /// entity); nothing is called after `onRemove`. A removal inside an optimistic layer calls `onRemove` only once
    /// the layer is committed (or the server removes the entity too): a rollback would bring the entity back.
    ///
    /// ```swift
    /// let subscription = observer.observe { post in render(post) } onRemove: { dismiss() }
    /// ```
    public func observe(onChange: @escaping OnChange, onRemove: @escaping () -> Void) -> Subscription {
        subscribe(ObserverRegistration(node: node, onChange: onChange, onRemove: onRemove))
    }

    /// Whether the entity was removed from the store (``EntityStore/remove(_:id:modifiedAt:)``). Its observers
    /// keep the last value; `values` has finished and `observe(onChange:onRemove:)` called `onRemove`, unless the
    /// removal is an open optimistic layer's: then this is true while the layer is open, and observers hear of the
    /// removal only if it is committed.
    public var isRemoved: Bool {
        let (isRemoved, observation) = store.lock.withLock { (node.isRemoved, node.observation()) }
        trackAccess(isRemoved: true, through: observation)
        return isRemoved
    }

    /// Adds `registration` to the node's observers and gives it the current value: at once when running on the
    /// store's queue, otherwise through the queue.
    func subscribe(_ registration: ObserverRegistration<T>) -> Subscription {
        let deliverNow = store.deliveries.canDeliverSynchronously
        var replacedSlots: ContiguousArray<Slot>?
        // After the lock: what the replaced slots alone held may be released, which may run user code.
        defer { withExtendedLifetime(replacedSlots) {} }
        let (current, isRemoved): (T?, Bool) = store.lock.withLock {
            replacedSlots = node.linkPendingElements()
            // A removal an open layer shows is not one for observers (see `NotificationKind.hiddenRemoval`): a
            // rollback may bring the entity back, and the observer with it.
            let isRemoved = node.notificationKind == .removal
            if !isRemoved {
                let links = node.madeLinks
                links.observers = links.observers.takeAll().appending(registration)
            }
            guard !deliverNow else { return (node.value, isRemoved) }
            let notification = NodeNotification(value: node.value, for: registration, kind: isRemoved ? .removal : .value)
            store.deliveries.enqueue { $0.append(notification) }
            return (nil, false)
        }
        if isRemoved {
            registration.deliverRemoval()
        } else if let current {
            registration.deliver(current)
        }
        return Subscription(store: store, registration: registration)
    }
}

extension EntityObserver where T: Sendable {
    /// The current value, then every change, as an asynchronous sequence; cancelling the consuming task (or
    /// dropping the sequence) unsubscribes. The sequence finishes when the entity is removed (by an optimistic
    /// layer: once the layer is committed).
    ///
    /// ```swift
    /// for await book in observer.values {
    ///     render(book)
    /// }
    /// ```
    public var values: AsyncStream<T> {
        AsyncStream { continuation in
            let subscription = subscribe(ObserverRegistration(
                node: node, onChange: { continuation.yield($0) }, onRemove: { continuation.finish() }, holdsLockWhileDelivering: false
            ))
            continuation.onTermination = { _ in subscription.unsubscribe() }
        }
    }
}

// Invariant: the node and the store are constants, and the node is only read or written under the store's lock; values cross threads only when `T` is `Sendable`.
extension EntityObserver: @unchecked Sendable where T: Sendable {}
