/// All the parents of one node: one ``ParentLink`` record per slot holding it, side by side in one array, so that
/// propagating a shared entity to a thousand parents reads one array in order; with an index by slot identity
/// (built once there are more than a few) for O(1) unlinking.
/// Guarded by the store's lock.
@usableFromInline
final class ParentLinkHead {
    // Guarded by the store's lock, like the nodes.
    /// One link per slot. Walk a copy read once (`for link in head.links`): reading the field for each link
    /// would check it for exclusivity each time (about 90 instructions).
    private(set) var links: ContiguousArray<ParentLink>
    /// Position of each slot's link; empty while the links are few enough to search.
    private var positions: [ObjectIdentifier: Int] = [:]
    private static let searchLimit = 8

    /// Creates the links of a node with its first parent, which holds it in `slot`.
    init(_ slot: Slot, parent: NodeBase) {
        links = [ParentLink(node: parent, slot: slot)]
    }

    /// Number of links.
    var count: Int { links.count }

    /// Records that `slot` of `parent` holds the child. O(1) amortized.
    func add(_ slot: Slot, parent: NodeBase) {
        links.append(ParentLink(node: parent, slot: slot))
        if !positions.isEmpty {
            positions[ObjectIdentifier(slot)] = links.count - 1
        } else if links.count > Self.searchLimit {
            for (index, link) in links.enumerated() {
                positions[link.id] = index
            }
        }
    }

    /// Forgets the link of `slot`; returns true when no link is left, so the node can drop this object. O(1).
    func remove(_ slot: Slot) -> Bool {
        let id = ObjectIdentifier(slot)
        guard let index = positions.isEmpty ? links.firstIndex(where: { $0.id == id }) : positions[id] else {
            return false
        }
        if !positions.isEmpty { positions[id] = nil }
        let last = links.removeLast()
        if index < links.count {
            // The last link takes the removed one's place.
            links[index] = last
            if !positions.isEmpty { positions[last.id] = index }
        }
        return links.isEmpty
    }
}
