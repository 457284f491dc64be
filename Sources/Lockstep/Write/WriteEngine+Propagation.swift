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
        pushChanges(into: &changed)
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

    /// Writes `node`'s value into the slots of `link` (one of `node`'s `links`, to `parent`) and records that
    /// `parent` changed. The changed list takes over the caller's reference to `parent`: each retain and release
    /// of a node is an atomic operation on its header, so propagation avoids extra ones.
    func write(
        _ node: NodeBase,
        into parent: consuming NodeBase,
        through link: ParentLink,
        of links: ParentLinkHead,
        changed: inout ContiguousArray<NodeBase>
    ) {
        willModify(parent)
        // Its value before propagation first writes into it, once an id repeated. A parent this call already
        // changed directly no longer has that value: it is saved then, or never.
        if sawRepeatedID, !parent.has(.changed, in: generation), parent.set(.saved, in: generation),
           let check = parent.unchangedCheck() {
            saveCheck(check, of: parent)
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
        links.applySlots(of: link, from: node)
        parent.noteValueChanged()
        if parent.set(.changed, in: generation) {
            changed.append(parent)
        }
    }

    private func pushChanges(into changed: inout ContiguousArray<NodeBase>) {
        let roots: [NodeBase]
        if dirty.count == 1 {
            // One changed entity climbing a chain of single parents (nested aggregates) needs no ordering walk.
            let top = climbSingleParents(from: dirty[0], into: &changed)
            guard let links = top.parents else { return }
            if writeIntoTopLevelParents(of: top, through: links, changed: &changed) { return }
            roots = [top]
        } else {
            guard dirty.contains(where: { $0.parents != nil }) else { return }
            roots = Array(dirty)
        }
        let generation = self.generation
        pushUp(from: roots, firstVisit: { $0.set(.visited, in: generation) }, changed: &changed)
    }

    /// Writes each node reachable up the parent links from `roots` into its parents, in topological order, without
    /// following a link into an anchor from its cycle (whose anchor is queued instead). `firstVisit` marks a node
    /// visited and tells whether it was not already.
    func pushUp(
        from roots: [NodeBase], firstVisit: (NodeBase) -> Bool, changed: inout ContiguousArray<NodeBase>
    ) {
        for node in ancestorsInTopologicalOrder(from: roots, firstVisit: firstVisit) {
            guard let links = node.parents else { continue }
            for index in 0..<links.count {
                let link = links.link(at: index)
                let parent = link.node
                guard !node.reachesOnlyThroughItsCycle(parent) else {
                    queueAnchor(parent)
                    continue
                }
                write(node, into: parent, through: link, of: links, changed: &changed)
            }
        }
    }

    /// Writes `node` into each of its parents that nothing holds in turn (observed aggregates sharing an
    /// entity: the fan-out case), in one pass over the links and without the ordering walk.
    ///
    /// - Returns: false when some parent has parents of its own: the general walk must then order the
    ///   propagation (it writes the parents written here again, with the same value).
    private func writeIntoTopLevelParents(
        of node: NodeBase,
        through links: ParentLinkHead,
        changed: inout ContiguousArray<NodeBase>
    ) -> Bool {
        var allTopLevel = true
        // Each top-level parent joins `changed`: room for all at once, not a doubling per power of two.
        changed.reserveCapacity(changed.count + links.count)
        for index in 0..<links.count {
            let link = links.link(at: index)
            let parent = link.node
            guard parent.parents == nil else {
                allTopLevel = false
                continue
            }
            write(node, into: parent, through: link, of: links, changed: &changed)
        }
        return allTopLevel
    }

    /// Pushes `node`'s value up while each node has exactly one live parent, the shape of nested aggregates.
    /// That order is topological by construction; it stops at a cycle, at the top, or at a node with several
    /// parents, and returns the node where the general walk must continue (its value is final).
    private func climbSingleParents(from start: NodeBase, into changed: inout ContiguousArray<NodeBase>) -> NodeBase {
        var node = start
        while let links = node.parents, links.isSole, case let link = links.link(at: 0), case let parent = link.node {
            guard !node.reachesOnlyThroughItsCycle(parent) else {
                queueAnchor(parent)
                break
            }
            // The links propagation follows hold no cycle (every cycle has an anchor); the mark makes a climb end
            // whatever the graph, for a cycle whose anchor is flagged wrong would otherwise loop here forever.
            _ = node.set(.visited, in: generation)
            guard !parent.has(.visited, in: generation) else { break }
            write(node, into: parent, through: link, of: links, changed: &changed)
            node = parent
        }
        return node
    }

    /// `roots` and every node above them that `firstVisit` lets in, in topological order (reverse post-order of a
    /// depth-first walk up the parent links, which does not follow a link into an anchor from its cycle).
    private func ancestorsInTopologicalOrder(
        from roots: [NodeBase], firstVisit: (NodeBase) -> Bool
    ) -> ContiguousArray<NodeBase> {
        struct Frame {
            let node: NodeBase
            let links: ParentLinkHead
            var next = 0
        }
        var postOrder = ContiguousArray<NodeBase>()
        var stack: [Frame] = []
        for root in roots where firstVisit(root) {
            guard let links = root.parents else {
                postOrder.append(root)
                continue
            }
            stack.append(Frame(node: root, links: links))
            while !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].next < stack[top].links.count {
                    let index = stack[top].next
                    stack[top].next += 1
                    let parent = stack[top].links.link(at: index).node
                    guard !stack[top].node.reachesOnlyThroughItsCycle(parent), firstVisit(parent) else {
                        continue
                    }
                    if let links = parent.parents {
                        stack.append(Frame(node: parent, links: links))
                    } else {
                        // A top-level parent (the common fan-out case): finished at once, no frame.
                        postOrder.append(parent)
                    }
                } else {
                    postOrder.append(stack.removeLast().node)
                }
            }
        }
        postOrder.reverse()
        return postOrder
    }
}
