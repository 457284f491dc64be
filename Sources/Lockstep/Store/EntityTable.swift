/// Type-erased handle on an ``EntityTable`` so the store can keep one table per entity type.
class AnyEntityTable {
    /// Empties the table and returns the nodes that were still alive.
    func removeAll() -> [NodeBase] { [] }
}

/// The nodes of one entity type, by id. Entries are weak: a node lives as long as something else holds it.
///
/// Dead entries are pruned whenever the dictionary would have to grow (see `pruneBeforeGrowing`).
final class EntityTable<T: Identifiable>: AnyEntityTable {
    private struct WeakNode {
        weak var node: EntityNode<T>?
    }

    private var nodes: [T.ID: WeakNode] = [:]

    /// `==` when `T` is `Equatable`, found once for the type.
    let equals: ((T, T) -> Bool)? = EqualityWitness.make(for: T.self)

    /// The live node for `id`. O(1).
    func node(for id: T.ID) -> EntityNode<T>? {
        nodes[id]?.node
    }

    /// Registers `node` under `id`, replacing a dead or older entry. O(1) amortized.
    func insert(_ node: EntityNode<T>, for id: T.ID) {
        nodes.pruneBeforeGrowing { $0.node != nil }
        nodes[id] = WeakNode(node: node)
    }

    /// Number of entries, dead ones included (for memory tests).
    var entryCount: Int { nodes.count }

    override func removeAll() -> [NodeBase] {
        let live = nodes.values.compactMap { $0.node as NodeBase? }
        nodes = [:]
        return live
    }
}
