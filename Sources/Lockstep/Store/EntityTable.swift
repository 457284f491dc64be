/// Type-erased handle on an ``EntityTable`` so the store can keep one table per entity type.
@usableFromInline
class AnyEntityTable {
    @usableFromInline
    init() {}

    /// Takes the removed `node` out of the table and remembers when it was removed (`stamp`); returns the
    /// logger's report of the removal when `reporting`. See ``EntityTable``.
    func forget(_ node: NodeBase, stamp: Stamp?, reporting: Bool) -> ((Logger) -> Void)? { nil }

    /// Whether something outside the store holds the node listed for `id` (a `T.ID`); nil when none is. See
    /// ``NodeIndex/isHeld(_:)``.
    func isHeld(id: AnyHashable) -> Bool? { nil }

    /// The node listed for `id` (a `T.ID`), alive or not.
    func node(id: AnyHashable) -> NodeBase? { nil }

    /// Where the store lists `node`, a node of this table's type: its entry, or ``NodeKey/root`` when the table
    /// lists another node (or none) for its id.
    func key(of node: NodeBase) -> NodeKey { .root }

    /// Takes the dead node listed for `id` out of the table, reports it released, and returns it (see
    /// `StoreState.drop(_:)`).
    func dropReleased(id: AnyHashable) -> NodeBase? { nil }

    /// Appends every listed node something outside the store holds. Checks every entry before it takes a
    /// reference to any node.
    func appendHeldNodes(to nodes: inout [NodeBase]) {}

    /// Appends every listed node.
    func appendAllNodes(to nodes: inout [NodeBase]) {}

    /// Appends the keys of the listed nodes without `mark` in `generation` (see `StoreState.sweep()`).
    func appendKeys(ofNodesUnmarked mark: NodeMarks, in generation: UInt64, to keys: inout [NodeKey]) {}

    /// How the engine gives the aggregate `node` new slots from its current value: its value normalized again,
    /// with the type the table knows; nil when the table's type is not an aggregate. See ``EntityTable``.
    func childRebuild(of node: NodeBase) -> ((WriteEngine) -> Void)? { nil }

    /// Calls `body` with every live entity of the table and its node, for introspection
    /// (`EntityStore.snapshot()`). O(entries).
    func capture(_ body: (CapturedEntity, NodeBase) -> Void) {}

    /// The entity `node` (a node of this table) with `stamp`, for a change event. O(1).
    func changeEntity(_ node: NodeBase, stamp: Stamp?) -> ChangeEntity? { nil }

    /// How to put back the table entry of `node` (a node of this table) and its id's tombstone, for undoing an
    /// optimistic layer (see `EntityTable.restoringEntry(of:isListed:)`).
    func entryRestore(of node: NodeBase, isListed: Bool?) -> (() -> Void)? { nil }

    /// The entity of `node` (a node of this table), by type and id, for finding it again when a layer makes it
    /// again (see `LayerJournal.revive`).
    func creationKey(of node: NodeBase) -> CreationKey? { nil }
}

/// The nodes of one entity type, by id, held by their entries. A node lives while something outside the store or a
/// live parent holds it (see `StoreState+Liveness.swift`).
@usableFromInline
final class EntityTable<T: Identifiable>: AnyEntityTable {
    // Invariant: guarded by the store's lock. `insertEntry`, `removeEntry`, `dropReleased` and `forgetRemoved` are
    // the only places that change the index, and keep `StoreState.nodeCount`.
    @usableFromInline var index = NodeIndex<T>()
    /// The state that owns this table.
    @usableFromInline unowned let state: StoreState

    /// The structural comparison of `T` (``StructurallyComparable``), found once for the type.
    @usableFromInline let equals: ((T, T) -> Bool)? = EqualityWitness.make(for: T.self)

    /// Whether values can be compared bit by bit: not for classes, whose instance may have changed in place.
    @usableFromInline let comparesBits = !(T.self is AnyObject.Type)

    /// Whether the comparison tells that a value is back to an earlier one (see `RepeatedIDs.savedValues`).
    @usableFromInline var canCompare: Bool { equals != nil }

    /// Whether storing `new` over `old` changes nothing: they have the same bits, or compare equal property by
    /// property. A hand-written `==` is never trusted for this (it may compare ids only).
    @inlinable
    func isUnchanged(_ old: T, _ new: T) -> Bool {
        if comparesBits && StructuralComparison.isBitwiseIdentical(old, new) { return true }
        return equals?(old, new) ?? false
    }

    /// How an aggregate of this type stores what it nests, once one was stored: what rebuilds a parent's
    /// slots after an entity it held was removed.
    @usableFromInline var normalize: ((inout T, inout NormalizeScope<T>) -> Void)?
    /// How many slots the last value of `T` normalized had: the next one's slot list is sized for as many, since
    /// values of one type usually hold as many entities, and growing the list a doubling at a time costs an
    /// allocation and a copy each.
    @usableFromInline var lastSlotCount = 0

    /// The stamp of each removed id, so that a late write of it (stamped `<=`) does not bring it back.
    /// Bounded: see ``rememberRemoval(of:at:)``.
    @usableFromInline var tombstones: [T.ID: Stamp] = [:]

    @usableFromInline
    init(state: StoreState) {
        self.state = state
        super.init()
    }

    /// The live node for `id`. O(1) expected, O(ancestors) for a node only parents hold (see
    /// `StoreState.isOrphan(_:)`).
    @inlinable
    func node(for id: T.ID) -> EntityNode<T>? {
        guard let isHeld = index.isHeld(id) else { return nil }
        if !isHeld && state.isOrphan(.entity(type: ObjectIdentifier(T.self), id: AnyHashable(id))) { return nil }
        return index.entries[id]
    }

    /// The live node for `id`, or a node made by `make`, listed under `id`. A dead node's entry is dropped and
    /// replaced. O(1) amortized.
    @inlinable
    func node(for id: T.ID, orInsert make: () -> EntityNode<T>) -> (node: EntityNode<T>, isNew: Bool) {
        if let found = node(for: id) {
            return (found, false)
        }
        let node = make()
        insertEntry(node, for: id)
        return (node, true)
    }

    /// Takes out the entry of `id`, if any, without reporting it; its node is released after the lock. O(1)
    /// expected.
    @inlinable
    func removeEntry(for id: T.ID) {
        guard let node = index.remove(id) else { return }
        state.nodeCount -= 1
        state.heldNodes.hold(node)
    }

    /// Lists `node` for `id`, which lists no live node (a dead one's entry is dropped first). O(1) amortized.
    @inlinable
    func insertEntry(_ node: EntityNode<T>, for id: T.ID) {
        if index.entries[id] != nil {
            // A dead node's entry (a live one would have been found): dropped with its dead ancestors.
            _ = state.isOrphan(.entity(type: ObjectIdentifier(T.self), id: AnyHashable(id)))
            removeEntry(for: id)
        }
        index.entries[id] = node
        state.nodeCount += 1
    }

    /// Number of entries, dead ones included (for memory tests).
    var entryCount: Int { index.count }

    /// Number of entries whose node is alive (for memory tests): sweeps the store first. O(nodes).
    var liveCount: Int {
        state.sweep()
        return index.count
    }

    override func forget(_ node: NodeBase, stamp: Stamp?, reporting: Bool) -> ((Logger) -> Void)? {
        // Invariant: the store finds a node's table by the node's value type, so the node holds a `T`.
        forgetRemoved((node as! EntityNode<T>), stamp: stamp, reporting: reporting)
    }

    override func isHeld(id: AnyHashable) -> Bool? {
        // Invariant: the store asks a table only about ids of its type.
        index.isHeld(id as! T.ID)
    }

    override func node(id: AnyHashable) -> NodeBase? {
        // Invariant: the store asks a table only about ids of its type.
        index.entries[id as! T.ID]
    }

    override func key(of node: NodeBase) -> NodeKey {
        // Invariant: the store finds a node's table by the node's value type, so the node holds a `T`.
        let node = node as! EntityNode<T>
        guard index.lists(node) else { return .root }
        return .entity(type: ObjectIdentifier(T.self), id: AnyHashable(node.value.id))
    }

    override func dropReleased(id: AnyHashable) -> NodeBase? {
        // Invariant: the store asks a table only about ids of its type.
        index.remove(id as! T.ID, reportingTo: state.changes)
    }

    override func appendHeldNodes(to nodes: inout [NodeBase]) {
        for node in index.entries.valuesHeldElsewhere() {
            nodes.append(node)
        }
    }

    override func appendAllNodes(to nodes: inout [NodeBase]) {
        for node in index.entries.values {
            nodes.append(node)
        }
    }

    override func appendKeys(ofNodesUnmarked mark: NodeMarks, in generation: UInt64, to keys: inout [NodeKey]) {
        for (id, node) in index.entries where !node.has(mark, in: generation) {
            keys.append(.entity(type: ObjectIdentifier(T.self), id: AnyHashable(id)))
        }
    }

    override func childRebuild(of node: NodeBase) -> ((WriteEngine) -> Void)? {
        guard let normalize else { return nil }
        // Invariant: the store finds a node's table by the node's value type, so the node holds a `T`.
        let node = (node as! EntityNode<T>)
        return { engine in engine.renormalize(node, normalize) }
    }

    override func capture(_ body: (CapturedEntity, NodeBase) -> Void) {
        // The ids first: finding a dead node drops entries.
        for id in Array(index.entries.keys) {
            guard let node = node(for: id) else { continue }
            let entity = CapturedEntity(
                type: T.self, id: AnyHashable(node.value.id), node: node, stamp: node.recordedStamp, observers: node.observers.count
            )
            body(entity, node)
        }
    }

    override func changeEntity(_ node: NodeBase, stamp: Stamp?) -> ChangeEntity? {
        // Invariant: the store finds a node's table by the node's value type, so the node holds a `T`.
        ChangeEntity(T.self, id: (node as! EntityNode<T>).value.id, stamp: stamp)
    }

    override func creationKey(of node: NodeBase) -> CreationKey? {
        // The store finds a node's table by the node's value type, so the node holds a `T`. A checked cast: this
        // runs only when a layer event undoes an entity a layer made.
        CreationKey(T.self, id: (node as! EntityNode<T>).value.id)
    }

    override func entryRestore(of node: NodeBase, isListed: Bool?) -> (() -> Void)? {
        // Invariant: the store finds a node's table by the node's value type, so the node holds a `T`.
        restoringEntry(of: (node as! EntityNode<T>), isListed: isListed)
    }
}
