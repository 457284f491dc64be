// Liveness: a node lives while something outside the store holds it, or while a live node holds it.
//
// The store keeps one reference to each node: its table's entry (an entity), `collectionNodes` (the node behind a
// read collection observer) or its `Alias`; slots and parent links are `unowned`. So a node is held from outside
// exactly when that reference is not the only one (`isKnownUniquelyReferenced`). The answer is exact only while
// the asker holds no reference of its own to the node: the code here names nodes by `NodeKey` and reads a node
// only inside a function that returns keys, so that no reference it took is alive when an entry is checked.
//
// The store finds out when it looks a node up (`isOrphan(_:)`) and when it sweeps (`sweep()`); it then drops the
// dead nodes from their tables and hands them to `heldNodes`, which releases them after the lock (their values'
// `deinit` is user code).
extension StoreState {
    /// Whether the node of `start`, held by nothing outside the store, is held by no live parent either; if so, it
    /// and its ancestors, all dead then, are dropped. Alive: held outside the store, written by the write in
    /// progress, or held by a live parent (an alias holds its children while it is set). O(ancestors).
    @usableFromInline
    func isOrphan(_ start: NodeKey) -> Bool {
        var visited = [start]
        var seen: Set<NodeKey> = [start]
        var next = 0
        // Walks pay for the sweep that will spare them the dead nodes they meet (see `sweepIfDue()`).
        defer { walkedSinceSweep += seen.count }
        while next < visited.count {
            let key = visited[next]
            next += 1
            if isHeld(key) { return false }
            let (isWritten, links) = parentLinks(of: key)
            if isWritten { return false }
            guard let links else {
                if next > 1 {
                    // An ancestor held by nothing at all: dead whatever the walk finds, so dropped now, and no
                    // later walk meets it again (a shared entity's released parents would make every walk long).
                    drop([key])
                }
                continue
            }
            // Newest first: a parent stored recently is the likeliest to be held. One statement per parent, so
            // that the reference taken to read it is gone when it is checked.
            for index in (0..<links.count).reversed() {
                let parent = self.key(of: links.parent(at: index))
                if isHeld(parent) { return false }
                if seen.insert(parent).inserted {
                    visited.append(parent)
                }
            }
        }
        drop(visited)
        return true
    }

    /// Whether something outside the store holds the node of `key` (a node listed nowhere is held: see
    /// ``NodeKey/root``).
    func isHeld(_ key: NodeKey) -> Bool {
        switch key {
        case let .entity(type, id):
            return tables[type]?.isHeld(id: id) ?? false
        case let .collection(identifier):
            guard let index = collectionNodes.index(forKey: identifier) else { return false }
            return !isKnownUniquelyReferenced(&collectionNodes.values[index])
        case .root:
            return true
        }
    }

    /// Whether the node of `key` was written by the write in progress, and its parent links. The reference taken to
    /// read them ends with this call.
    private func parentLinks(of key: NodeKey) -> (isWritten: Bool, links: ParentLinkHead?) {
        guard let node = node(for: key) else { return (false, nil) }
        if let generation = writeGeneration, node.has(.written, in: generation) { return (true, nil) }
        return (false, node.parents)
    }

    /// The node of `key`, if the store lists it.
    func node(for key: NodeKey) -> NodeBase? {
        switch key {
        case let .entity(type, id): tables[type]?.node(id: id)
        case let .collection(identifier): collectionNodes[identifier]
        case .root: nil
        }
    }

    /// Where the store lists `node`.
    @usableFromInline
    func key(of node: NodeBase) -> NodeKey {
        if let key = table(of: node)?.key(of: node) { return key }
        let identifier = ObjectIdentifier(node)
        return collectionNodes[identifier] == nil ? .root : .collection(identifier)
    }

    /// Drops the dead nodes of `keys` (none held, none held by a node left alive): out of their tables (reported
    /// released), unlinked from their children, and released after the lock. Many at once (a sweep, a long dead
    /// chain) go to the deep-release thread instead: in no particular order, a node may free a value whose nested
    /// copies no other node shares any more, and a chain's would be freed recursively.
    func drop(_ keys: [NodeKey]) {
        var dropped: [NodeBase] = []
        dropped.reserveCapacity(keys.count)
        for key in keys {
            let node: NodeBase?
            switch key {
            case let .entity(type, id): node = tables[type]?.dropReleased(id: id)
            case let .collection(identifier): node = collectionNodes.removeValue(forKey: identifier)
            case .root: node = nil
            }
            guard let node else { continue }
            nodeCount -= 1
            node.unlinkFromChildren()
            dropped.append(node)
        }
        if dropped.count > Self.maximumDropReleasedHere {
            DeepRelease.release(consume dropped)
        } else {
            for node in dropped {
                heldNodes.hold(node)
            }
        }
    }

    /// Up to this many dropped nodes are released by the thread that ends the lock section (a value nests at most
    /// that many levels of what they free); more go to the deep-release thread.
    static var maximumDropReleasedHere: Int { 256 }

    /// Sweeps when the store lists twice as many nodes as after the last sweep, or when lookups walked past as many
    /// nodes as the store lists (dead parents pile up between sweeps, and a walk meets them all), and at least a few:
    /// O(1) amortized per listed node and per node walked, and the tables stay within about twice the live nodes.
    /// Call where no node is being written: a lookup's start or a write's.
    @inlinable
    func sweepIfDue() {
        let threshold = max(Self.minimumSweptCount, nodeCount)
        guard nodeCount >= max(threshold, 2 * nodeCountAfterSweep) || walkedSinceSweep > threshold else { return }
        sweep()
    }

    /// Below this many listed nodes, no sweep.
    @inlinable static var minimumSweptCount: Int { 64 }

    /// Drops every dead node: marks the held nodes and the children of aliases, then everything their slots hold,
    /// and drops the rest. O(nodes + slots). Call outside a write (no node is being written).
    @usableFromInline
    func sweep() {
        // A generation of its own, so that the marks start unset.
        generation &+= 1
        let sweep = generation
        // Every entry is checked before any reference to a node is taken (see the note at the top).
        var pending: [NodeBase] = []
        for table in tables.values {
            table.appendHeldNodes(to: &pending)
        }
        pending.append(contentsOf: collectionNodes.valuesHeldElsewhere())
        for node in pending {
            node.set(.live, in: sweep)
        }
        for alias in aliases.values {
            pending.append(alias.aliasNode)
        }
        while let node = pending.popLast() {
            for slot in node.childSlots {
                guard let child = slot.child, child.set(.live, in: sweep) else { continue }
                pending.append(child)
            }
        }
        var dead: [NodeKey] = []
        for table in tables.values {
            table.appendKeys(ofNodesUnmarked: .live, in: sweep, to: &dead)
        }
        for (identifier, node) in collectionNodes where !node.has(.live, in: sweep) {
            dead.append(.collection(identifier))
        }
        drop(dead)
        nodeCountAfterSweep = nodeCount
        walkedSinceSweep = 0
    }
}
