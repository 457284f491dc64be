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
    /// - Returns: a subscription that keeps the value alive and observed until it is released or
    ///   ``Subscription/unsubscribe()`` is called; no call happens after `unsubscribe()` returns.
    public func observe(onChange: @escaping OnChange) -> Subscription {
        let registration = ObserverRegistration(onChange: onChange)
        store.lock.withLock {
            node.observers.append(registration)
            store.enqueue(NodeNotification(value: node.value, registrations: [registration]))
        }
        return Subscription(store: store, node: node, registration: registration)
    }

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
            let subscription = observe { value in
                // Values cross from the store's queue to the consuming task, as with every observer.
                nonisolated(unsafe) let value = value
                continuation.yield(value)
            }
            continuation.onTermination = { _ in subscription.unsubscribe() }
        }
    }
}

extension EntityObserver: @unchecked Sendable where T: Sendable {}
