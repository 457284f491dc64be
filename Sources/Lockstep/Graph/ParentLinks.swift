/// The parents of one node. Most entities have zero or one parent, so the first link is stored inline and a
/// dictionary (keyed by parent identity, for O(1) unlinking) is allocated only for the second.
///
/// Links to parents that were released are skipped and pruned lazily: during propagation, and whenever the
/// dictionary would have to grow.
@usableFromInline
final class ParentLinks {
    @exclusivity(unchecked) private var single: ParentLink?
    @exclusivity(unchecked) private var many: [ObjectIdentifier: ParentLink] = [:]

    /// Creates the links of a node with its first parent.
    init(_ slot: Slot, parent: NodeBase, id: ObjectIdentifier) {
        single = ParentLink(node: parent, id: id, slot: slot)
    }

    private var isEmpty: Bool { single == nil && many.isEmpty }

    /// Records that `slot` of `parent` holds the child. O(1) amortized.
    func add(_ slot: Slot, parent: NodeBase, id: ObjectIdentifier) {
        if single == nil && many.isEmpty {
            single = ParentLink(node: parent, id: id, slot: slot)
            return
        }
        if single?.id == id {
            single!.append(slot)
            return
        }
        if let existing = single {
            single = nil
            many[existing.id] = existing
        }
        if many[id]?.node === parent {
            many[id]!.append(slot)
            return
        }
        // A dead link may sit under this id if a released parent's address was reused.
        many.pruneBeforeGrowing { $0.node != nil }
        many[id] = ParentLink(node: parent, id: id, slot: slot)
    }

    /// Forgets every slot of the parent `id`; returns true when no link is left, so the node can drop this
    /// object. O(1).
    func remove(parent id: ObjectIdentifier) -> Bool {
        if single?.id == id {
            single = nil
        } else if !many.isEmpty {
            many[id] = nil
        }
        return isEmpty
    }

    /// Calls `body` with every live parent and its link; returns whether a dead link was seen.
    func forEachLive(_ body: (NodeBase, ParentLink) -> Void) -> Bool {
        var sawDead = false
        if let link = single {
            if let parent = link.node { body(parent, link) } else { sawDead = true }
        }
        for link in many.values {
            if let parent = link.node { body(parent, link) } else { sawDead = true }
        }
        return sawDead
    }

    /// Drops links whose parent was released; returns true when no link is left.
    func removeDead() -> Bool {
        if let link = single, link.node == nil {
            single = nil
        }
        if !many.isEmpty {
            many = many.filter { $0.value.node != nil }
        }
        return isEmpty
    }
}
