// Cycles of slots (a person among their friends' friends): the write that closes one marks its members and makes
// the node whose new slot closed it the cycle's anchor (see `CycleRole` and `WriteEngine+Cycles.swift`). Liveness
// needs nothing more: a cycle nothing outside holds is dead like any other unheld node (see `StoreState+Liveness`).
extension NodeBase {
    /// Marks the members of the cycle this node's new slot just closed, and this node as its anchor.
    final func markCycleClosed() {
        let members = cycleMembers()
        guard !members.isEmpty else { return }
        for member in members where member.cycleRole == .none {
            member.cycleRole = .member
        }
        cycleRole = .anchor
    }

    /// The nodes of the cycles through this node: those it holds, directly or not, that hold it back. Empty when
    /// it is in no cycle. Iterative, so that deep data cannot overflow the stack.
    private func cycleMembers() -> [NodeBase] {
        // Forward: what this node holds, directly or not.
        var reachable: Set<ObjectIdentifier> = []
        var pending: [NodeBase] = [self]
        while let current = pending.popLast() {
            for slot in current.childSlots {
                guard let child = slot.child, reachable.insert(ObjectIdentifier(child)).inserted else { continue }
                pending.append(child)
            }
        }
        guard reachable.contains(ObjectIdentifier(self)) else { return [] }
        // Backward, among those: what holds this node, directly or not.
        var members: [ObjectIdentifier: NodeBase] = [ObjectIdentifier(self): self]
        pending = [self]
        while let current = pending.popLast() {
            current.forEachParent { parent in
                let id = ObjectIdentifier(parent)
                guard reachable.contains(id), members[id] == nil else { return }
                members[id] = parent
                pending.append(parent)
            }
        }
        return Array(members.values)
    }
}
