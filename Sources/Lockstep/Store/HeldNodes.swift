/// Nodes retained under the store's lock only to be read, waiting to be released after it.
///
/// A snapshot retains every live node of a table to read it (``EntityTable/capture(_:)``), and a lookup may meet the
/// entry of a node cut with its cycle (``EntityTable/node(for:)``). Dropping such a node at once, under the lock, is
/// safe only while something else holds it; but its last holder (an observer, a parent) may let go on another thread
/// in that very instant, and the last release of a node frees its value, whose `deinit` is user code and may call the store. So a table hands such nodes here,
/// and whoever ends the lock section takes them and drops them after unlocking: ``StoreLock``'s accessors that
/// hand out the state, and the write engine's leftovers (``WriteEngine/end()``).
///
/// One per store, shared by its tables. Guarded by the store's lock.
@usableFromInline
final class HeldNodes {
    /// The nodes held, in no particular order.
    @usableFromInline var nodes: ContiguousArray<NodeBase> = []

    @usableFromInline
    init() {}

    /// Whether nothing is held: what every lock section checks before unlocking. O(1).
    @inlinable
    var isEmpty: Bool { nodes.isEmpty }

    /// Keeps `node`, retained by the caller, until the lock is released. Amortized O(1).
    @inlinable
    func hold(_ node: consuming NodeBase) {
        nodes.append(node)
    }

    /// Hands over every node held, to be dropped after the lock. O(1).
    @inlinable
    func takeAll() -> ContiguousArray<NodeBase> {
        var taken: ContiguousArray<NodeBase> = []
        swap(&taken, &nodes)
        return taken
    }
}
