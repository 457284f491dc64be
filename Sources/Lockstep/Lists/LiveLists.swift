/// The store's open live lists, by element type: what every write brings up to date after it changed the graph.
///
/// A list is its node's (see ``AnyLiveList``), and the store must not keep it alive: entries refer to the node
/// weakly, and an entry whose list is gone is dropped when next met. Guarded by the store's lock.
@usableFromInline
final class LiveLists {
    /// One open list: its node, an `EntityNode<[T]>` whose only slot is its list, and that list.
    struct Entry {
        weak var node: NodeBase?
        /// Read only once `node` was, which then holds it.
        unowned let list: AnyLiveList
    }

    /// The entries, by the type of the lists' elements.
    private var byType: [ObjectIdentifier: [Entry]] = [:]

    /// Whether no list was ever opened (or all were dropped): writes then skip the lists at once.
    @usableFromInline var isEmpty: Bool { byType.isEmpty }

    /// Opens `list`, whose node is `node`, of the type `type`.
    func add(_ list: AnyLiveList, node: NodeBase, of type: ObjectIdentifier) {
        byType[type, default: []].append(Entry(node: node, list: list))
    }

    /// Calls `body` with each open list of a type `isWanted` accepts, that type and the list's node, which `state`
    /// holds too: a list dropped meanwhile is then freed after the lock, not under it. Drops the entries of lists that
    /// are gone.
    func forEachOpen(
        ofTypes isWanted: (ObjectIdentifier) -> Bool, holdingIn state: StoreState,
        _ body: (ObjectIdentifier, NodeBase, AnyLiveList) -> Void
    ) {
        // Iterated rather than looked up: lists follow a few types, and a lookup hashes.
        for (type, entries) in byType where isWanted(type) {
            var hasGone = false
            for entry in entries {
                guard let node = entry.node else {
                    hasGone = true
                    continue
                }
                state.hold(node)
                body(type, node, entry.list)
            }
            if hasGone {
                let open = entries.filter { $0.node != nil }
                byType[type] = open.isEmpty ? nil : open
            }
        }
    }
}

extension StoreState {
    /// Brings the open lists up to date with `changed`, the nodes a write changed (propagation's list: each node
    /// whose value changed, was made or was removed). Returns the nodes of the lists that changed, whose observers
    /// are told as any changed node's; none during a layer event, whose end tells them (see
    /// ``endLiveListEvent()``). O(k log n) per open list of a type k changed nodes have; lists of other types are
    /// not visited.
    func updateLiveLists(with changed: ContiguousArray<NodeBase>, duringEvent: Bool) -> ContiguousArray<NodeBase> {
        openLists(ofTypes: { type in changed.contains { $0.valueType == type } }) { type, node, list in
            ListClosures.run(list, of: self) {
                var didChange = false
                for member in changed where member.valueType == type {
                    didChange = list.placing(list, member, node, duringEvent) || didChange
                }
                return didChange && !duringEvent
            }
        }
    }

    /// Ends a layer event for the open lists: the nodes of those whose value differs from before the event.
    func endLiveListEvent() -> ContiguousArray<NodeBase> {
        openLists { _, node, list in ListClosures.run(list, of: self) { list.endEvent(of: node) } }
    }

    /// Empties every open list (`removeAll()`); returns the nodes of those that held something (none during a layer
    /// event, whose end tells them).
    func emptyLiveLists(duringEvent: Bool) -> ContiguousArray<NodeBase> {
        openLists { _, node, list in list.removeAll(from: node, duringEvent: duringEvent) && !duringEvent }
    }

    /// How many lists are open, by the name of their elements' type (for `snapshot()`).
    func openListCounts() -> [String: Int] {
        var counts: [String: Int] = [:]
        liveLists?.forEachOpen(ofTypes: { _ in true }, holdingIn: self) { _, _, list in
            counts[list.elementType, default: 0] += 1
        }
        return counts
    }

    /// The nodes of the open lists of the types `isWanted` accepts (all by default) for which `body`, called with
    /// each list's element type, node and list, returns true.
    private func openLists(
        ofTypes isWanted: (ObjectIdentifier) -> Bool = { _ in true },
        where body: (ObjectIdentifier, NodeBase, AnyLiveList) -> Bool
    ) -> ContiguousArray<NodeBase> {
        var nodes = ContiguousArray<NodeBase>()
        liveLists?.forEachOpen(ofTypes: isWanted, holdingIn: self) { type, node, list in
            if body(type, node, list) {
                nodes.append(node)
            }
        }
        return nodes
    }
}
