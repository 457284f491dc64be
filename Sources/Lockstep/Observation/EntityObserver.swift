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

    @usableFromInline let node: EntityNode<T>
    @usableFromInline let store: EntityStore

    @inlinable
    init(node: EntityNode<T>, store: EntityStore) {
        self.node = node
        self.store = store
    }

    /// The current value.
    ///
    /// - Complexity: O(1) plus the copy of the value.
    public var value: T {
        store.lock.withLock { node.value }
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
        subscribe(ObserverRegistration(onChange: onChange))
    }

    /// Adds `registration` to the node's observers and gives it the current value: at once when running on the
    /// store's queue, otherwise through the queue.
    func subscribe(_ registration: ObserverRegistration<T>) -> Subscription {
        let deliverNow = store.deliveries.canDeliverSynchronously
        let current: T? = store.lock.withLock {
            node.observers.append(registration)
            if deliverNow {
                return node.value
            }
            store.enqueue(NodeNotification(value: node.value, registrations: [registration]))
            return nil
        }
        if let current {
            registration.deliver(current)
        }
        return Subscription(store: store, node: node, registration: registration)
    }
}

extension EntityObserver where T: Sendable {
    /// The current value, then every change, as an asynchronous sequence; cancelling the consuming task (or
    /// dropping the sequence) unsubscribes.
    ///
    /// ```swift
    /// for await book in observer.values {
    ///     render(book)
    /// }
    /// ```
    public var values: AsyncStream<T> {
        AsyncStream { continuation in
            let subscription = subscribe(ObserverRegistration(yielding: { continuation.yield($0) }))
            continuation.onTermination = { _ in subscription.unsubscribe() }
        }
    }
}

extension EntityObserver: @unchecked Sendable where T: Sendable {}
