/// All the parents of one node: one ``ParentLink`` record per parent, side by side in one array walked by index,
/// so that propagating a shared entity to a thousand parents reads one array in order; with an index by parent
/// identity (built once there are more than a few) for O(1) unlinking.
/// Guarded by the store's lock.
@usableFromInline
final class ParentLinkHead {
    // Guarded by the store's lock, like the nodes.
    /// One link per parent. Walk a copy read once (`for link in head.links`): reading the field for each link
    /// would check it for exclusivity each time (about 90 instructions).
    private(set) var links: ContiguousArray<ParentLink>
    /// Position of each parent's link; empty while the links are few enough to search.
    private var positions: [ObjectIdentifier: Int] = [:]
    /// The slots after the first of each parent holding the node in more than one (rare: a list holding the same
    /// entity twice), by parent.
    // Invariant: as for `ParentLink.firstSlot`.
    private var otherSlots: [ObjectIdentifier: [UnownedSlot]] = [:]
    private static let searchLimit = 8

    /// Creates the links of a node with its first parent.
    init(_ slot: Slot, parent: NodeBase, id: ObjectIdentifier) {
        links = [ParentLink(node: parent, id: id, firstSlot: slot)]
    }

    /// Number of links.
    var count: Int { links.count }

    /// The link to the parent `id`, if that parent holds the node.
    func link(toParent id: ObjectIdentifier) -> ParentLink? {
        index(ofParent: id).map { links[$0] }
    }

    private func index(ofParent id: ObjectIdentifier) -> Int? {
        if !positions.isEmpty { return positions[id] }
        return links.firstIndex { $0.id == id }
    }

    /// Writes `child`'s value into every slot of `link`'s parent (`link` is one of these links, read since they
    /// last changed). Call only while holding that parent strongly; the links do not change meanwhile (writing
    /// values never changes links).
    func applySlots(of link: ParentLink, from child: NodeBase) {
        link.firstSlot.apply(from: child)
        if let others = otherSlots(of: link) {
            for other in others {
                other.slot.apply(from: child)
            }
        }
    }

    /// Whether every slot of `link`'s parent that holds the node can drop it (see ``Slot/canDrop``): what a
    /// removal of the node asks of each parent, answered from the link's own slots (`link` is one of these links,
    /// read since they last changed). Call only while holding that parent strongly.
    func canDropChild(through link: ParentLink) -> Bool {
        guard link.firstSlot.canDrop else { return false }
        return otherSlots(of: link)?.allSatisfy { $0.slot.canDrop } ?? true
    }

    /// Records that `slot` of `parent` holds the child. O(1) amortized.
    func add(_ slot: Slot, parent: NodeBase, id: ObjectIdentifier) {
        if index(ofParent: id) != nil {
            // The link's parent is `parent`: links are dropped before their parent goes, so no other node has
            // its address.
            otherSlots[id, default: []].append(UnownedSlot(slot: slot))
            return
        }
        links.append(ParentLink(node: parent, id: id, firstSlot: slot))
        if !positions.isEmpty {
            positions[id] = links.count - 1
        } else if links.count > Self.searchLimit {
            for (index, link) in links.enumerated() {
                positions[link.id] = index
            }
        }
    }

    /// Forgets every slot of the parent `id`; returns true when no link is left, so the node can drop this
    /// object. O(1).
    func remove(parent id: ObjectIdentifier) -> Bool {
        guard let index = index(ofParent: id) else { return false }
        if !otherSlots.isEmpty { otherSlots[id] = nil }
        if !positions.isEmpty { positions[id] = nil }
        let last = links.removeLast()
        if index < links.count {
            // The last link takes the parent's place.
            links[index] = last
            if !positions.isEmpty { positions[last.id] = index }
        }
        return links.isEmpty
    }

    /// The slots after the first of `link`'s parent, when it holds the node in more than one.
    private func otherSlots(of link: ParentLink) -> [UnownedSlot]? {
        otherSlots.isEmpty ? nil : otherSlots[link.id]
    }
}

/// A slot of a parent, which owns it (see ``ParentLink``).
struct UnownedSlot {
    unowned let slot: Slot
}
