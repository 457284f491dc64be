/// The strong reference to every node the store's graph can reach by id or through a parent link: each entity listed
/// in its table and the node behind each read collection observer. A node's ``NodeBase/registryIndex`` is its
/// position here.
///
/// Liveness is read from it: the registry's reference is the only one the store keeps of a node (slots reference
/// their child `unowned`, parent links their parent), so a node is held by something outside the store (an
/// ``EntityObserver``, a ``Subscription``, a `values` stream, a write in progress) exactly when its entry here is not
/// uniquely referenced. `isKnownUniquelyReferenced` is exact only while the caller holds no reference of its own
/// to the node: code that asks reads nodes through their index, one statement at a time (see
/// `StoreState.liveNode(at:)`). Guarded by the store's lock.
///
/// A class, which the state holds in a constant, with internal fields never changed in place (see `takeAll()`): the
/// compiler proves exclusive access to them, where a struct in a field of the state was checked at run time on every
/// lookup and every write.
@usableFromInline
final class NodeRegistry {
    /// The nodes; nil at free positions.
    private(set) var nodes: ContiguousArray<NodeBase?> = []
    /// The free positions, reused first.
    private var free: [Int] = []
    /// How many nodes were registered after the last sweep: the next comes once that many more are (see
    /// `StoreState.beginWrite()`), so that sweeping costs O(1) amortized per registration.
    var countAfterSweep = 0

    /// Number of registered nodes.
    var count: Int { nodes.count - free.count }

    /// The ordinal the next node registered for the first time gets (see ``NodeBase/ordinal``).
    private var nextOrdinal: UInt32 = 1

    /// Registers `node`, which is in no registry, and sets its index, and its ordinal the first time. O(1)
    /// amortized.
    @usableFromInline
    func add(_ node: NodeBase) {
        assert(node.registryIndex < 0, "a node is registered once")
        if node.ordinal == 0 {
            node.ordinal = nextOrdinal
            nextOrdinal += 1
        }
        var all = nodes.takeAll()
        var positions = free.takeAll()
        if let index = positions.popLast() {
            all[index] = node
            node.registryIndex = index
        } else {
            node.registryIndex = all.count
            all.append(node)
        }
        (nodes, free) = (all, positions)
    }

    /// Whether the node at `index` is held outside the registry; false at a free position. Exact only while the
    /// caller holds no reference to that node (see the type's note). O(1).
    func isHeld(at index: Int) -> Bool {
        var all = nodes.takeAll()
        defer { nodes = all }
        return !isKnownUniquelyReferenced(&all[index]) && all[index] != nil
    }

    /// Numbers the registered nodes' ordinals again from 1, in the same order, once half of them are used: an
    /// ordinal is 32 bits so that a node is no larger for it, and this keeps them from running out. Call between
    /// writes (a live list finds a node the write removes, no longer registered, by its ordinal). O(n log n),
    /// once every two billion registrations.
    func renumberIfNeeded() {
        guard nextOrdinal > UInt32.max / 2 else { return }
        let registered = nodes.compactMap { $0 }.sorted { $0.ordinal < $1.ordinal }
        for (rank, node) in registered.enumerated() {
            node.ordinal = UInt32(rank + 1)
        }
        nextOrdinal = UInt32(registered.count + 1)
    }

    /// Takes the node at `index` out of the registry; the caller releases it after the lock. O(1).
    @usableFromInline
    func take(at index: Int) -> NodeBase {
        // Invariant: `index` is a registered node's (callers pass indices read from registered nodes).
        var all = nodes.takeAll()
        let node = all[index].take()!
        nodes = all
        node.registryIndex = -1
        free = free.takeAll().appending(index)
        return node
    }
}
