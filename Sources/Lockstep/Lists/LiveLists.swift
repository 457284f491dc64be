/// The store's open live lists, by element type: what every write brings up to date after it changed the graph.
///
/// A list is its node's (see ``AnyLiveList``), and the store must not keep it alive: entries refer to the node
/// weakly, and an entry whose list is gone is dropped when next met. Guarded by the store's lock.
@usableFromInline
struct LiveLists {
    /// One open list: its node, an `EntityNode<[T]>` whose only slot is its ``AnyLiveList``.
    struct Entry {
        weak var node: NodeBase?
    }

    /// The entries, by the type of the lists' elements.
    private var byType: [ObjectIdentifier: [Entry]] = [:]

    /// Whether no list was ever opened (or all were dropped): writes then skip the lists at once.
    @usableFromInline var isEmpty: Bool { byType.isEmpty }

    /// Opens `node`'s list of the type `type`.
    mutating func add(_ node: NodeBase, of type: ObjectIdentifier) {
        byType[type, default: []].append(Entry(node: node))
    }

    /// Whether some list of `type` may be open.
    func hasLists(of type: ObjectIdentifier) -> Bool {
        byType[type] != nil
    }

    /// The open lists of `type` (all types when nil): their nodes, handed to `heldNodes` too (a list dropped
    /// meanwhile is then freed after the lock, not under it), with their state. Drops the entries of lists that are
    /// gone.
    mutating func open(of type: ObjectIdentifier?, holdingIn heldNodes: HeldNodes) -> [(node: NodeBase, list: AnyLiveList)] {
        var open: [(node: NodeBase, list: AnyLiveList)] = []
        for key in type.map({ [$0] }) ?? Array(byType.keys) {
            guard var entries = byType.removeValue(forKey: key) else { continue }
            entries.removeAll { entry in
                guard let node = entry.node else { return true }
                heldNodes.hold(node)
                // Invariant: an entry's node is a list's node, whose only slot is its list (see `AnyLiveList`).
                open.append((node, node.childSlots[0] as! AnyLiveList))
                return false
            }
            if !entries.isEmpty {
                byType[key] = entries
            }
        }
        return open
    }
}

extension StoreState {
    /// Brings the open lists up to date with `changed`, the nodes a write changed (propagation's list: each node
    /// whose value changed, was made or was removed). Returns the nodes of the lists that changed, whose observers
    /// are told as any changed node's; none during a layer event, whose end tells them (see
    /// ``endLiveListEvent()``). O(k log n) per open list of a type k changed nodes have.
    func updateLiveLists(with changed: ContiguousArray<NodeBase>, duringEvent: Bool) -> ContiguousArray<NodeBase> {
        var changedByType: [ObjectIdentifier: [NodeBase]] = [:]
        for node in changed where liveLists.hasLists(of: node.valueType) {
            changedByType[node.valueType, default: []].append(node)
        }
        var changedLists = ContiguousArray<NodeBase>()
        for (type, nodes) in changedByType {
            for (node, list) in liveLists.open(of: type, holdingIn: heldNodes) {
                let didChange = ListClosures.run(list, of: self) {
                    var didChange = false
                    for changed in nodes where list.place(changed, in: node, duringEvent: duringEvent) {
                        didChange = true
                    }
                    return didChange
                }
                if didChange && !duringEvent {
                    changedLists.append(node)
                }
            }
        }
        return changedLists
    }

    /// Ends a layer event for the open lists: the nodes of those whose value differs from before the event.
    func endLiveListEvent() -> ContiguousArray<NodeBase> {
        var changedLists = ContiguousArray<NodeBase>()
        for (node, list) in liveLists.open(of: nil, holdingIn: heldNodes) {
            if ListClosures.run(list, of: self, { list.endEvent(of: node) }) {
                changedLists.append(node)
            }
        }
        return changedLists
    }

    /// How many lists are open, by the name of their elements' type (for `snapshot()`).
    func openListCounts() -> [String: Int] {
        var counts: [String: Int] = [:]
        for (_, list) in liveLists.open(of: nil, holdingIn: heldNodes) {
            counts[list.elementType, default: 0] += 1
        }
        return counts
    }

    /// Empties every open list (`removeAll()`); returns the nodes of those that held something.
    func emptyLiveLists() -> [NodeBase] {
        var emptied: [NodeBase] = []
        for (node, list) in liveLists.open(of: nil, holdingIn: heldNodes) {
            if list.removeAll(from: node) {
                emptied.append(node)
            }
        }
        return emptied
    }
}
