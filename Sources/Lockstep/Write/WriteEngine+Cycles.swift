// Cycles (rule 12): every copy at every depth shows its entity's final value, and nesting never grows.
//
// Every cycle has an anchor (`NodeBase.isCycleAnchor`, the node whose new slot closed it). An anchor's value holds its
// cycle unrolled once: its members, each showing its final value, down to a truncated copy of the anchor (its
// final value without the members it holds), where the data given stopped. Every other member holds the full
// value of each child, the anchor's included, as in any tree. Propagation never follows a link into an anchor
// from its cycle, so the links it follows hold no cycle; once it has run, each cycle it reached is unrolled again
// from its anchors.
extension WriteEngine {
    /// Queues `anchor`, whose cycle must be unrolled again in this write (unless it is being unrolled now: its
    /// own writes reach it).
    func queueAnchor(_ anchor: NodeBase) {
        guard !refreshingAnchors.contains(ObjectIdentifier(anchor)) else { return }
        if anchor.set(.queuedAnchor, in: generation) {
            queuedAnchors.append(anchor)
        }
    }

    /// Unrolls again the cycle of every queued anchor, in the order propagation met them, and propagates what
    /// that changed. A cycle reached again by a cycle it holds is unrolled again after it; cycles are the
    /// nodes of a graph without cycles, so this ends.
    func refreshCycles(into changed: inout ContiguousArray<NodeBase>) {
        var next = 0
        while next < queuedAnchors.count {
            let anchor = queuedAnchors[next]
            next += 1
            // Unset when its cycle was unrolled with another anchor's, since it was queued.
            guard anchor.has(.queuedAnchor, in: generation) else { continue }
            refreshCycle(of: anchor, into: &changed)
        }
        queuedAnchors.removeAll(keepingCapacity: true)
    }

    /// Unrolls the cycle of `anchor` again: the members' values are first computed as the anchor's copy must show
    /// them (each ending on truncated copies of the anchors), then written into the anchors, then the anchors'
    /// values into everything above them.
    private func refreshCycle(of anchor: NodeBase, into changed: inout ContiguousArray<NodeBase>) {
        let members = anchor.cycleMembers()
        var anchors = members.values.filter { $0.isCycleAnchor }
        if anchors.isEmpty {
            // No longer in a cycle: only the links propagation did not follow are left to write.
            anchors = [anchor]
        }
        for anchor in anchors {
            anchor.unset(.queuedAnchor)
            refreshingAnchors.insert(ObjectIdentifier(anchor))
            willModify(anchor)
        }
        defer { refreshingAnchors.removeAll(keepingCapacity: true) }

        // Children outside the cycle whose link propagation did not follow (their flags are stale, or they are
        // in another cycle): their full value, before anything is truncated.
        for anchor in anchors {
            for slot in anchor.childSlots {
                if let child = slot.child, child.inCycle, members[ObjectIdentifier(child)] == nil {
                    write(child, into: anchor, through: slot, changed: &changed)
                }
            }
        }
        // Each member's value as an anchor's copy shows it: the anchors hold their truncated values meanwhile.
        let values = anchors.map { $0.valueBox() }
        var visiting: Set<ObjectIdentifier> = []
        let truncated = anchors.map { truncatedValue(of: $0, members: members, visiting: &visiting) }
        for (anchor, value) in zip(anchors, truncated) {
            anchor.restoreValue(value)
        }
        pushUp(from: anchors, changed: &changed)
        // The anchors' slots do not change until the copies are written (writes only write values).
        var copies: [(anchor: NodeBase, copy: NodeBase, slot: Slot)] = []
        for anchor in anchors {
            for slot in anchor.childSlots {
                if let child = slot.child, members[ObjectIdentifier(child)] != nil {
                    copies.append((anchor, child.detachedCopy(holding: child.valueBox()), slot))
                }
            }
        }
        for (anchor, value) in zip(anchors, values) {
            anchor.restoreValue(value)
            // The last holder of the copies the anchor showed until now: released after the lock, since a long
            // cycle's copy freed here would be freed recursively.
            retire(value: value)
        }
        for (anchor, copy, slot) in copies {
            write(copy, into: anchor, through: slot, changed: &changed)
        }
        // Then every member's own value (and everything above), from the anchors' final values.
        pushUp(from: anchors, changed: &changed)
    }

    /// `node`'s value without the members of its cycle it holds: each dropped where it can be (an optional
    /// becomes nil, an element leaves its collection), or else truncated in turn. The node's value is left as
    /// it was.
    private func truncatedValue(
        of node: NodeBase,
        members: [ObjectIdentifier: NodeBase],
        visiting: inout Set<ObjectIdentifier>
    ) -> Any {
        let value = node.valueBox()
        visiting.insert(ObjectIdentifier(node))
        // Last slot first, so that dropping an element leaves the positions of the slots still to visit valid.
        for slot in node.childSlots.reversed() {
            guard let child = slot.child, members[ObjectIdentifier(child)] != nil, slot.dropChild() == .failed,
                  !visiting.contains(ObjectIdentifier(child)) else { continue }
            // Held where it cannot be dropped (a non-optional property): its own truncated copy. Value types
            // cannot nest themselves without an optional or a collection, so this ends.
            let copy = truncatedValue(of: child, members: members, visiting: &visiting)
            slot.apply(from: child.detachedCopy(holding: copy))
        }
        visiting.remove(ObjectIdentifier(node))
        let truncated = node.valueBox()
        node.restoreValue(value)
        return truncated
    }
}
