/// Nodes the store dropped under its lock, waiting to be released after it.
///
/// A lookup or a sweep that finds nodes dead drops them from the registry (`StoreState.drop(_:)`), and a write drops
/// the entry it replaces; the last release of a node frees its value, whose `deinit` is user code and may call the
/// store. So they come here, and whoever ends the lock section takes them and drops them after unlocking:
/// ``StoreLock``'s accessors that hand out the state, and the write engine's leftovers (``WriteEngine/end()``).
///
/// One per store. Guarded by the store's lock.
@usableFromInline
final class HeldNodes {
    /// The nodes held, in no particular order. Internal, and never changed in place (see
    /// `RangeReplaceableCollection.takeAll()`), so that no lock section's ``isEmpty`` costs an exclusivity check.
    var nodes: ContiguousArray<NodeBase> = []

    @usableFromInline
    init() {}

    /// Whether nothing is held: what every lock section checks before unlocking. O(1).
    @usableFromInline
    var isEmpty: Bool { nodes.isEmpty }

    /// Keeps `node` until the lock is released. Amortized O(1).
    @usableFromInline
    func hold(_ node: consuming NodeBase) {
        nodes = nodes.takeAll().appending(node)
    }

    /// Hands over every node held, to be dropped after the lock. O(1).
    @usableFromInline
    func takeAll() -> ContiguousArray<NodeBase> {
        nodes.takeAll()
    }
}
