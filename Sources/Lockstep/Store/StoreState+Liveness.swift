// Liveness: a node lives while something outside the store holds it, or while a live node holds it (see
// `NodeRegistry`). The store finds out when it looks a node up (`liveNode(at:)`) and when it sweeps (`sweep()`);
// it then drops the dead nodes from the registry and their tables, and holds them (`hold(_:)`) until they are
// released after the lock (their values' `deinit` is user code).
extension StoreState {
    /// The node at registry position `index` if it is alive, or nil after dropping it with its ancestors, which are
    /// all dead then. Alive: held outside the store, written by the write in progress, or held by a live parent (an
    /// alias holds its children while it is set). O(ancestors) when only parents hold it, O(1) otherwise.
    ///
    /// The caller must hold no reference to the node: the ancestors are read one statement at a time, so that no
    /// reference taken to read them is held when their entries are checked.
    @usableFromInline
    func liveNode(at index: Int) -> NodeBase? {
        if registry.isHeld(at: index) || !isOrphan(at: index) { return registry.nodes[index] }
        return nil
    }

    /// Whether the node at `index`, held by nothing outside the store, is held by no live parent either; if so, it
    /// and its ancestors are dropped.
    @usableFromInline
    func isOrphan(at index: Int) -> Bool {
        var visited = [index]
        var seen: Set<Int> = [index]
        var next = 0
        while next < visited.count {
            let current = visited[next]
            next += 1
            if registry.isHeld(at: current) { return false }
            if let generation = writeGeneration, registry.nodes[current]!.has(.written, in: generation) { return false }
            guard let parents = registry.nodes[current]!.parents else {
                if next > 1 {
                    // An ancestor held by nothing at all: dead whatever the walk finds, so dropped now, and no
                    // later walk meets it again (a shared entity's released parents would make every walk long).
                    drop([current])
                }
                continue
            }
            // Newest parent first (the likeliest to be held), one statement per read, so that the reference taken
            // to read a parent's position is gone when its entry is checked.
            for link in parents.indices.reversed() {
                let parent = parents[link].node.registryIndex
                // An alias (never registered): it holds its children while it is set. A parent held from outside
                // ends the walk at once, before its own parents are read.
                if parent < 0 || registry.isHeld(at: parent) { return false }
                if seen.insert(parent).inserted {
                    visited.append(parent)
                }
            }
        }
        drop(visited)
        return true
    }

    /// Drops the dead nodes at `indices` (none held, none held by a node left alive): out of the registry and their
    /// tables, reported released, unlinked from their children, and released after the lock. Many at once (a
    /// sweep, a long dead chain) go to the deep-release thread instead: in no particular order, a node may free a
    /// value whose nested copies no other node shares any more, and a chain's would be freed recursively.
    func drop(_ indices: [Int]) {
        var dropped: [NodeBase] = []
        dropped.reserveCapacity(indices.count)
        for index in indices where registry.nodes[index] != nil {
            // (A walk drops a parentless ancestor as soon as it meets it: its position is free by now.)
            let node = registry.take(at: index)
            table(of: node)?.forgetReleased(node, at: index)
            node.unlinkFromChildren()
            dropped.append(node)
        }
        if dropped.count > Self.maximumDropReleasedHere {
            DeepRelease.release(consume dropped)
        } else {
            for node in dropped {
                hold(node)
            }
        }
    }

    /// Up to this many dropped nodes are released by the thread that ends the lock section (a value nests at most
    /// that many levels of what they free); more go to the deep-release thread.
    static var maximumDropReleasedHere: Int { 256 }

    /// Below this many registered nodes, no sweep.
    static var minimumSweptCount: Int { 64 }

    /// Drops every dead node: marks the held nodes and the children of aliases, then everything their slots hold,
    /// and drops the rest. O(registered nodes + slots). Call outside a write (no node is being written).
    func sweep() {
        var isLive = [Bool](repeating: false, count: registry.nodes.count)
        var pending: [Int] = []
        // Entries first, before any reference to a node is taken (see `NodeRegistry`).
        for index in registry.nodes.indices where registry.isHeld(at: index) {
            isLive[index] = true
            pending.append(index)
        }
        func markChildren(of node: NodeBase) {
            for slot in node.childSlots {
                guard let index = slot.child?.registryIndex, index >= 0, !isLive[index] else { continue }
                isLive[index] = true
                pending.append(index)
            }
        }
        for alias in aliases.values {
            markChildren(of: alias.aliasNode)
        }
        while let index = pending.popLast() {
            // Invariant: only registered positions are pending.
            markChildren(of: registry.nodes[index]!)
        }
        var dead: [Int] = []
        for index in registry.nodes.indices where !isLive[index] && registry.nodes[index] != nil {
            dead.append(index)
        }
        drop(dead)
        registry.countAfterSweep = registry.count
    }
}
