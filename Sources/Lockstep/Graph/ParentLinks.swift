/// The parents of one node, in an array so that propagation walks them by index without copying, with an
/// index by parent identity (built once there are more than a few) for O(1) unlinking.
///
/// Links to parents that were released are skipped and pruned lazily: during propagation, and when the array
/// would have to grow.
@usableFromInline
final class ParentLinks {
    @exclusivity(unchecked) private var links: ContiguousArray<ParentLink> = []
    /// Position of each parent's link in `links`; empty while `links` is short enough to search.
    @exclusivity(unchecked) private var positions: [ObjectIdentifier: Int] = [:]
    private static let searchLimit = 8

    /// Creates the links of a node with its first parent.
    init(_ slot: Slot, parent: NodeBase, id: ObjectIdentifier) {
        links.append(ParentLink(node: parent, id: id, slot: slot))
    }

    /// Number of links, dead ones included.
    var count: Int { links.count }

    // Links are read unretained: this object owns them and is not changed while they are used.

    /// The parent of link `index`, or nil when it was released.
    func parent(at index: Int) -> NodeBase? {
        Unmanaged.passUnretained(links[index])._withUnsafeGuaranteedRef { $0.node }
    }

    /// The only link, when there is exactly one (the shape of nested aggregates). Unretained: use it while
    /// its child, which owns this object, is held and unchanged.
    var soleLink: Unmanaged<ParentLink>? {
        links.count == 1 ? .passUnretained(links[0]) : nil
    }

    /// Writes `child`'s value into every slot of link `index`. Call only while holding its parent.
    func applySlots(at index: Int, from child: NodeBase) {
        Unmanaged.passUnretained(links[index])._withUnsafeGuaranteedRef { $0.applySlots(from: child) }
    }

    /// Records that `slot` of `parent` holds the child. O(1) amortized.
    func add(_ slot: Slot, parent: NodeBase, id: ObjectIdentifier) {
        if let index = position(of: id) {
            if links[index].node === parent {
                links[index].append(slot)
                return
            }
            // A dead link under this id: a released parent's address was reused.
            links[index] = ParentLink(node: parent, id: id, slot: slot)
            return
        }
        if links.count == links.capacity {
            // About to grow: drop dead links first, so the array follows the live parents.
            removeDead()
        }
        links.append(ParentLink(node: parent, id: id, slot: slot))
        if !positions.isEmpty || links.count > Self.searchLimit {
            if positions.isEmpty { rebuildPositions() } else { positions[id] = links.count - 1 }
        }
    }

    /// Forgets every slot of the parent `id`; returns true when no link is left, so the node can drop this
    /// object. O(1).
    func remove(parent id: ObjectIdentifier) -> Bool {
        guard let index = position(of: id) else { return links.isEmpty }
        let last = links.count - 1
        if index != last {
            links.swapAt(index, last)
            if !positions.isEmpty { positions[links[index].id] = index }
        }
        links.removeLast()
        if !positions.isEmpty { positions[id] = nil }
        return links.isEmpty
    }

    /// Drops links whose parent was released; returns true when no link is left.
    @discardableResult
    func removeDead() -> Bool {
        links.removeAll { $0.node == nil }
        if !positions.isEmpty { rebuildPositions() }
        return links.isEmpty
    }

    private func position(of id: ObjectIdentifier) -> Int? {
        if !positions.isEmpty { return positions[id] }
        return links.firstIndex { $0.id == id }
    }

    private func rebuildPositions() {
        positions = [:]
        guard links.count > Self.searchLimit else { return }
        for (index, link) in links.enumerated() {
            positions[link.id] = index
        }
    }
}
