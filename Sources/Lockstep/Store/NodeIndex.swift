/// The entries of one ``EntityTable``: a ``NodeReference`` to each listed node, by id.
///
/// An entry outlives its node: a released node's entry stays until a lookup of its id meets it or the index is
/// pruned, which happens when the dictionary is full and a new id comes (``EntityTable/list(_:for:)``), so that
/// pruning costs O(1) amortized per insertion and the index stays within twice the live entries.
@usableFromInline
struct NodeIndex<T: Identifiable> {
    /// The references, by id. Every reference is to an `EntityNode<T>`.
    @usableFromInline var entries: [T.ID: NodeReference] = [:]

    /// Number of entries, released nodes' included.
    @usableFromInline var count: Int { entries.count }

    /// How many entries fit before the dictionary grows.
    @usableFromInline var capacity: Int { entries.capacity }

    /// The live node listed for `id`, retained, or nil. A node of a cut cycle is returned too (its table tells).
    /// O(1) expected.
    @inlinable
    func node(for id: T.ID) -> EntityNode<T>? {
        // Every entry references an `EntityNode<T>`.
        entries[id]?.node.map { $0 as! EntityNode<T> }
    }

    /// Whether `node` is the one listed for its id. `node` is alive (the caller holds it), so its id can be read.
    @inlinable
    func lists(_ node: EntityNode<T>) -> Bool {
        entries[node.value.id]?.refers(to: node) == true
    }

    /// Lists `node` for `id`, replacing any entry of that id. O(1) amortized.
    @inlinable
    mutating func insert(_ node: EntityNode<T>, for id: T.ID) {
        entries[id] = NodeReference(node)
    }

    /// Takes out the entry of `id`, and reports its node released to `changes` when given. O(1) expected.
    @inlinable
    mutating func remove(_ id: T.ID, reportingTo changes: ChangeHub? = nil) {
        guard entries.removeValue(forKey: id) != nil else { return }
        changes?.record(.released(ChangeEntity(T.self, id: id, stamp: nil)))
    }

    /// Number of entries whose node is alive. O(entries).
    @inlinable
    var liveCount: Int {
        entries.values.reduce(0) { count, entry in entry.isReleased ? count : count + 1 }
    }

    /// Takes out the entries of released nodes, each reported to `changes`. O(entries).
    @inlinable
    mutating func dropReleased(changes: ChangeHub) {
        for (id, entry) in entries where entry.isReleased {
            remove(id, reportingTo: changes)
        }
    }

    /// Empties the index. O(entries).
    mutating func removeAll() {
        entries = [:]
    }
}
