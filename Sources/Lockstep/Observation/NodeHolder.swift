/// The one hold an ``EntityObserver`` (with every copy of it, and every ``Subscription`` started from them) has
/// on its node: the store counts these holds (`NodeBase.holders`) instead of reading the runtime's retain count.
///
/// The cycle collector must tell whether anything outside a cycle of entities still holds one of its members.
/// An observer is a struct, copied and dropped on any thread without the store's lock, so its copies cannot be
/// counted one by one; they share this object instead. It counts once when it is made, under the lock, and gives
/// its count back when its last reference goes: its `deinit` takes the store's lock, as `Subscription`'s does,
/// and never runs under it (observers are user values, released only outside the lock).
@usableFromInline
// Invariant: both properties are constants; the node is only read or written under the store's lock.
final class NodeHolder: @unchecked Sendable {
    /// The node held, an `EntityNode<T>` for an `EntityObserver<T>`.
    @usableFromInline let node: NodeBase
    @usableFromInline let store: EntityStore
    /// False only for the observer Observation is told about (see ``init(uncounted:store:)``).
    @usableFromInline let isCounted: Bool

    /// A counted hold on `node`. Call with the store's lock held: the count must be there before the lock is
    /// released, or a lookup on another thread could find the node's cycle held by nothing and cut it.
    @inlinable
    init(node: NodeBase, store: EntityStore) {
        node.holders += 1
        self.node = node
        self.store = store
        self.isCounted = true
    }

    /// A hold that is not counted, for the observer `NodeObservation` hands to Observation's registrar as the
    /// subject of a change: it lives for that call only, and nothing can reach the node through it afterwards.
    init(uncounted node: NodeBase, store: EntityStore) {
        self.node = node
        self.store = store
        self.isCounted = false
    }

    deinit {
        guard isCounted else { return }
        store.lock.withLock { node.holders -= 1 }
        // `node` is released after this body, outside the lock: releasing it may run user code.
    }
}
