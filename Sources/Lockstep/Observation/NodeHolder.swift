/// The one counted hold an ``EntityObserver`` (with every copy of it, and every ``Subscription`` started from
/// them) has on its node: the store counts these holds (`NodeBase.holders`) instead of reading the runtime's
/// retain count.
///
/// The cycle collector must tell whether anything outside a cycle of entities still holds one of its members, and
/// an empty alias is forgotten only when nothing observes it. An observer is a struct, copied and dropped on any
/// thread without the store's lock, so its copies cannot be counted one by one; they share this object instead. It
/// counts once when it is made, under the lock, and gives its count back when its last reference goes: its `deinit`
/// takes the store's lock, as `Subscription`'s does, and never runs under it (observers are user values, released
/// only outside the lock).
///
/// Only observers of nodes such a decision is about get one (see ``EntityObserver/held(_:in:)``): an aggregate's
/// or an alias's. A plain entity's node is never in a cycle, so its observers cost no allocation.
@usableFromInline
// Invariant: both properties are constants; the node is only read or written under the store's lock.
final class NodeHolder {
    @usableFromInline let node: NodeBase
    @usableFromInline let store: EntityStore

    /// A counted hold on `node`. Call with the store's lock held: the count must be there before the lock is
    /// released, or a lookup on another thread could find the node's cycle held by nothing and cut it.
    @inlinable
    init(node: NodeBase, store: EntityStore) {
        node.addHolder(in: store.lock.state)
        self.node = node
        self.store = store
    }

    /// A hold on `node` that was counted already, under the store's lock, by whoever handed `node` out (see
    /// `EntityStore.storeOne`): it is made after the lock and takes that count over.
    @inlinable
    init(adopting node: NodeBase, store: EntityStore) {
        self.node = node
        self.store = store
    }

    deinit {
        store.lock.withLock { state in node.removeHolder(in: state) }
        // `node` is released after this body, outside the lock: releasing it may run user code.
    }
}
