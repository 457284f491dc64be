/// A node's first parent link, which also keeps the node's other links: all the parents of one node, walked
/// by index, with an index by parent identity (built once there are more than a few) for O(1) unlinking.
///
/// It is a ``ParentLink`` itself (link 0) because most entities have one parent: then their links cost one
/// allocation.
/// Further links are kept in `more`. Links to parents that were released are skipped and pruned lazily:
/// during propagation, and when `more` would have to grow.
///
/// Links are handed out unretained: this object owns them and is not changed while they are used.
@usableFromInline
final class ParentLinkHead: ParentLink {
    /// Links 1 and up.
    @exclusivity(unchecked) private var more: ContiguousArray<ParentLink> = []
    /// Position of each parent's link; empty while the links are few enough to search.
    @exclusivity(unchecked) private var positions: [ObjectIdentifier: Int] = [:]
    private static let searchLimit = 8

    /// Creates the links of a node with its first parent.
    init(_ slot: Slot, parent: NodeBase, id: ObjectIdentifier) {
        super.init(node: parent, id: id, slot: slot)
    }

    /// Number of links, dead ones included.
    var count: Int { more.count + 1 }

    /// Link `index`, for writing into its parent's slots.
    func link(at index: Int) -> Unmanaged<ParentLink> {
        index == 0 ? .passUnretained(self) : .passUnretained(more[index - 1])
    }

    /// The link to the parent `id`, if that parent holds the node.
    func link(toParent id: ObjectIdentifier) -> Unmanaged<ParentLink>? {
        position(of: id).map(link(at:))
    }

    /// The parent of link `index`, or nil when it was released.
    func parent(at index: Int) -> NodeBase? {
        link(at: index)._withUnsafeGuaranteedRef { $0.node }
    }

    /// The only link, when there is exactly one (the shape of nested aggregates).
    var soleLink: Unmanaged<ParentLink>? {
        more.isEmpty ? .passUnretained(self) : nil
    }

    /// Records that `slot` of `parent` holds the child. O(1) amortized.
    func add(_ slot: Slot, parent: NodeBase, id: ObjectIdentifier) {
        if let index = position(of: id) {
            // The link's parent is `parent`: a link keeps its parent's address allocated, so no other node
            // can have it (see ``NodeReference``).
            link(at: index).takeUnretainedValue().append(slot)
            return
        }
        if isDead, more.isEmpty {
            // Every link is dead: the new one becomes link 0.
            take(ParentLink(node: parent, id: id, slot: slot))
            if !positions.isEmpty { rebuildPositions() }
            return
        }
        if !more.isEmpty, more.count == more.capacity {
            // About to grow: drop dead links first, so the links follow the live parents.
            removeDead()
        }
        more.append(ParentLink(node: parent, id: id, slot: slot))
        if !positions.isEmpty || count > Self.searchLimit {
            if positions.isEmpty { rebuildPositions() } else { positions[id] = count - 1 }
        }
    }

    /// Forgets every slot of the parent `id`; returns true when no link is left, so the node can drop this
    /// object. O(1).
    func remove(parent id: ObjectIdentifier) -> Bool {
        guard let index = position(of: id) else { return false }
        guard let last = more.popLast() else {
            // Link 0 was the only one.
            clear()
            return true
        }
        if index != count {
            // `index` was not the link just popped: the last link takes its place.
            link(at: index).takeUnretainedValue().take(last)
            if !positions.isEmpty { positions[last.id] = index }
        }
        if !positions.isEmpty { positions[id] = nil }
        return false
    }

    /// Drops links whose parent was released; returns true when no link is left.
    @discardableResult
    func removeDead() -> Bool {
        more.removeAll { $0.isDead }
        if isDead {
            guard let last = more.popLast() else { return true }
            take(last)
        }
        if !positions.isEmpty { rebuildPositions() }
        return false
    }

    private func position(of id: ObjectIdentifier) -> Int? {
        if !positions.isEmpty { return positions[id] }
        if self.id == id { return 0 }
        return more.firstIndex { $0.id == id }.map { $0 + 1 }
    }

    private func rebuildPositions() {
        positions = [:]
        guard count > Self.searchLimit else { return }
        positions[id] = 0
        for (index, link) in more.enumerated() {
            positions[link.id] = index + 1
        }
    }
}
