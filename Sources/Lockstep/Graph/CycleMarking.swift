// Cycles of slots (a person among their friends' friends): the write that closes one marks its members and makes
// the node whose new slot closed it the cycle's anchor (see `NodeBase.isCycleAnchor` and `WriteEngine+Cycles.swift`).
// Liveness needs nothing more: a cycle nothing outside holds is dead like any other unheld node (see
// `StoreState+Liveness`).
extension NodeBase {
    /// Marks the members of the cycle this node's new slot just closed (this node among them), and this node as
    /// its anchor.
    final func markCycleClosed() {
        for member in cycleMembers().values {
            member.inCycle = true
        }
        isCycleAnchor = true
    }

    /// The members of the cycles through this node (its strongly connected component), by identity; empty when
    /// it is in no cycle: what holds it (up the parent links), then what it holds among those. Iterative, so that
    /// deep data cannot overflow the stack.
    final func cycleMembers() -> [ObjectIdentifier: NodeBase] {
        var holders: Set<ObjectIdentifier> = []
        var pending: [NodeBase] = [self]
        while let node = pending.popLast() {
            node.forEachParent { parent in
                if holders.insert(ObjectIdentifier(parent)).inserted {
                    pending.append(parent)
                }
            }
        }
        var members: [ObjectIdentifier: NodeBase] = [:]
        pending = [self]
        while let node = pending.popLast() {
            for slot in node.childSlots {
                guard let child = slot.child, holders.contains(ObjectIdentifier(child)),
                      members.updateValue(child, forKey: ObjectIdentifier(child)) == nil else { continue }
                pending.append(child)
            }
        }
        return members
    }
}
