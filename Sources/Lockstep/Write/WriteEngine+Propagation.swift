// Propagation: once a call has written its nodes, every change reaches the parents that hold it, and the
// nodes to notify are collected.
extension WriteEngine {
    /// Records that `node`'s value changed in this call.
    @usableFromInline
    func markChanged(_ node: NodeBase) {
        if node.set(.changed, in: generation) {
            dirty = dirty.takeAll().appending(node)
        }
    }

    /// Writes every changed node into its ancestors and returns every node whose value changed, which hold them
    /// until after the lock; empties ``dirty`` (keeping its buffer), so that ``end()`` need not look at it.
    ///
    /// Ancestors are visited in topological order (reverse post-order of a depth-first walk up the parent
    /// links), so each one receives all its changed children before passing its own value up, and each is
    /// walked once. A link that closes a cycle at its anchor is never followed (see
    /// ``NodeBase/reachesOnlyThroughItsCycle(_:)``), so the walk meets no cycle; the cycles it reached are
    /// unrolled again afterwards (`refreshCycles`).
    func propagate() -> ContiguousArray<NodeBase> {
        // Sized once for a typical climb, instead of growing one node at a time.
        var changed = ContiguousArray<NodeBase>()
        changed.reserveCapacity(dirty.count + 16)
        for node in dirty {
            changed.append(node)
            if node.isCycleAnchor {
                // Its own contents changed: so does the copy of it that ends its cycle.
                queueAnchor(node)
            }
        }
        if dirty.contains(where: { $0.parents != nil }) {
            pushUp(from: Array(dirty), changed: &changed)
        }
        if !queuedAnchors.isEmpty {
            refreshCycles(into: &changed)
        }
        if sawRepeatedID {
            // Nodes back to the value they had before this call changed nothing: nobody is told.
            // The checks read from a copy: a call in the field's access would make the compiler check it at run time.
            changed.removeAll { [saved = leftovers.savedValues] in saved[ObjectIdentifier($0)]?() == true }
        }
        var emptied = dirty.takeAll()
        emptied.removeAll(keepingCapacity: true)
        dirty = emptied
        return changed
    }

    /// Writes `node`'s value into `slot` of `parent` and records that `parent` changed. The changed list takes
    /// over the caller's reference to `parent`: each retain and release of a node is an atomic operation on its
    /// header, so propagation avoids extra ones.
    func write(
        _ node: NodeBase,
        into parent: consuming NodeBase,
        through slot: Slot,
        changed: inout ContiguousArray<NodeBase>
    ) {
        willModify(parent)
        // Its value before propagation first writes into it, once an id repeated. A parent this call already
        // changed directly no longer has that value: it is saved then, or never.
        if sawRepeatedID, !parent.has(.changed, in: generation), parent.set(.saved, in: generation) {
            let held = parent.heldValue()
            saveCheck({ held.isNodeValueUnchanged() == true }, of: parent)
        }
        if parent.parents != nil {
            stackGuard.nestedWrites &+= 1
            if stackGuard.nestedWrites % StackGuard.nestedWritesPerRetirement == 0 {
                // Deep data: writing into a parent frees its old copy of the child, and that copy may hold the
                // only reference to a whole old nested value. Keeping every so many levels' old values until
                // after the lock bounds how deep any one release goes (see `WriteLeftovers`).
                stackGuard.isDeep = true
                retire(value: parent.valueBox())
            }
        }
        if parent.isCycleAnchor {
            // A change of its contents changes the copy of it that ends its cycle.
            queueAnchor(parent)
        }
        slot.apply(from: node)
        parent.noteValueChanged()
        if parent.set(.changed, in: generation) {
            changed.append(parent)
        }
    }

    /// Writes each node reachable up the parent links from `roots` into its parents, in topological order, without
    /// following a link into an anchor from its cycle (whose anchor is queued instead). Leaves no node marked
    /// `.visited`, so that a later walk of the same write (see `refreshCycles`) visits them again.
    func pushUp(from roots: [NodeBase], changed: inout ContiguousArray<NodeBase>) {
        for climb in ancestorsInPostOrder(from: roots).reversed() {
            climb.node.unset(.visited)
            for link in climb.links {
                let parent = link.node
                guard !climb.node.reachesOnlyThroughItsCycle(parent) else {
                    queueAnchor(parent)
                    continue
                }
                write(climb.node, into: parent, through: link.slot, changed: &changed)
            }
        }
    }

    /// `roots` and every node above them, each once (marked `.visited`) with its links, in post-order of a
    /// depth-first walk up the parent links that does not follow a link into an anchor from its cycle: reversed,
    /// each node comes before its parents. Only nodes that have parents are listed: a node nothing holds has no
    /// value to pass up, so a thousand top-level parents cost the walk one read each.
    private func ancestorsInPostOrder(from roots: [NodeBase]) -> ContiguousArray<Climb> {
        var postOrder = ContiguousArray<Climb>()
        var stack: [Climb] = []
        for root in roots {
            guard let links = root.parents, root.set(.visited, in: generation) else { continue }
            stack.append(Climb(node: root, links: links))
            while !stack.isEmpty {
                let top = stack.count - 1
                let index = stack[top].next
                guard index < stack[top].links.count else {
                    postOrder.append(stack.removeLast())
                    continue
                }
                stack[top].next = index + 1
                let parent = stack[top].links[index].node
                guard let links = parent.parents, !stack[top].node.reachesOnlyThroughItsCycle(parent),
                      parent.set(.visited, in: generation) else { continue }
                stack.append(Climb(node: parent, links: links))
            }
        }
        return postOrder
    }
}

/// A node met by propagation's walk up the parent links, with its links read once (see ``NodeBase/parents``)
/// and the next of them the walk follows.
struct Climb {
    let node: NodeBase
    let links: ContiguousArray<ParentLink>
    var next = 0
}
