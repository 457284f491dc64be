/// All the parents of one node, walked by index: link 0 inline, the others in one array of ``ParentLink``
/// records, with an index by parent identity (built once there are more than a few) for O(1) unlinking.
///
/// Most entities have one parent: then their links cost this one allocation. A shared entity's other links sit
/// side by side in `more`, so that propagating it to a thousand parents reads one array in order.
/// Guarded by the store's lock.
@usableFromInline
final class ParentLinkHead {
    // Guarded by the store's lock, like the nodes.
    /// Link 0.
    private var first: ParentLink
    /// Links 1 and up.
    private var more: ContiguousArray<ParentLink> = []
    /// Position of each parent's link; empty while the links are few enough to search.
    private var positions: [ObjectIdentifier: Int] = [:]
    /// The slots after the first of each parent holding the node in more than one (rare: a list holding the same
    /// entity twice), by parent.
    // Invariant: as for `ParentLink.firstSlot`.
    private var otherSlots: [ObjectIdentifier: [UnownedSlot]] = [:]
    private static let searchLimit = 8

    /// Creates the links of a node with its first parent.
    init(_ slot: Slot, parent: NodeBase, id: ObjectIdentifier) {
        first = ParentLink(node: parent, id: id, firstSlot: slot)
    }

    /// Number of links.
    var count: Int { more.count + 1 }

    /// Whether link 0 is the only link (the shape of nested aggregates).
    var isSole: Bool { more.isEmpty }

    /// Link `index`: a copy of its record, which stays valid as long as the links do not change.
    func link(at index: Int) -> ParentLink {
        index == 0 ? first : more[index - 1]
    }

    /// The index of the link to the parent `id`, if that parent holds the node.
    func index(ofParent id: ObjectIdentifier) -> Int? {
        if !positions.isEmpty { return positions[id] }
        if first.id == id { return 0 }
        return more.firstIndex { $0.id == id }.map { $0 + 1 }
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
        more.append(ParentLink(node: parent, id: id, firstSlot: slot))
        if !positions.isEmpty {
            positions[id] = count - 1
        } else if count > Self.searchLimit {
            positions[first.id] = 0
            for (index, link) in more.enumerated() {
                positions[link.id] = index + 1
            }
        }
    }

    /// Forgets every slot of the parent `id`; returns true when no link is left, so the node can drop this
    /// object. O(1).
    func remove(parent id: ObjectIdentifier) -> Bool {
        guard let index = index(ofParent: id) else { return false }
        if !otherSlots.isEmpty { otherSlots[id] = nil }
        guard let last = more.popLast() else {
            // Link 0 was the only one.
            return true
        }
        if index != count {
            // The last link (just popped) takes the parent's place.
            if index == 0 {
                first = last
            } else {
                more[index - 1] = last
            }
            if !positions.isEmpty { positions[last.id] = index }
        }
        if !positions.isEmpty { positions[id] = nil }
        return false
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
