/// Type-erased handle on an ``EntityTable`` so the store can keep one table per entity type.
@usableFromInline
class AnyEntityTable {
    @usableFromInline
    init() {}

    /// Empties the table and returns the nodes that were still alive.
    func removeAll() -> [NodeBase] { [] }

    /// Takes the removed `node` out of the table and remembers when it was removed (`stamp`); returns the
    /// logger's report of the removal when `reporting`. See ``EntityTable``.
    func forget(_ node: NodeBase, stamp: Stamp?, reporting: Bool) -> ((Logger) -> Void)? { nil }

    /// Takes `node`, a member of a cycle the collector just cut, out of the table (see
    /// ``EntityTable``'s override).
    func forgetCollected(_ node: NodeBase) {}

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

/// The nodes of one entity type, by id. Entries do not keep their node alive (see ``NodeReference``): a node
/// lives as long as something else holds it.
///
/// The entries are in a ``NodeIndex``, by id. Dead entries are pruned when the index would have to grow (see
/// `pruneReleased`).
@usableFromInline
final class EntityTable<T: Identifiable>: AnyEntityTable {
    // Invariant: guarded by the store's lock. Every entry references an `EntityNode<T>`: `node(for:orInsert:)`,
    // `removeEntry`, `pruneReleased`, `forgetRemoved`, `forgetCollected`, `removeAll` and, for optimistic layers,
    // `restoringEntry` and `relist` are the only places that change the index.
    @usableFromInline var index = NodeIndex<T>()

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

    /// Whether observers of this table's nodes get a counted hold (``NodeHolder``): only when `T` is an aggregate,
    /// since only an aggregate's node has slots, and so only it can be in a cycle. Decided once per table: the
    /// conformance check costs a lookup in the runtime's cache, more than a whole `find`.
    @usableFromInline let countsHolders: Bool
    /// Where the table reports the released entries it finds, while someone listens to the store's changes.
    @usableFromInline let changes: ChangeHub
    /// Where the table leaves the nodes it retained only to read them, to be released after the lock.
    @usableFromInline let held: HeldNodes

    @usableFromInline
    init(changes: ChangeHub, held: HeldNodes) {
        self.changes = changes
        self.held = held
        countsHolders = T.self is any Aggregate.Type
        super.init()
    }

    /// The live node for `id`. O(1) expected. A node of a cycle the collector cut is not live, even while a
    /// reference the store took for a moment keeps it allocated (see `CycleRole.collected`).
    @inlinable
    func node(for id: T.ID) -> EntityNode<T>? {
        guard let found = index.node(for: id) else { return nil }
        guard found.cycleRole != .collected else {
            // Possibly its last reference now: released after the lock (see ``HeldNodes``).
            held.hold(found)
            return nil
        }
        return found
    }

    /// The live node for `id`, or a node made by `make` and registered under `id`. An entry of a released node,
    /// or of one cut with its cycle, is replaced (and reported released to `changes`). O(1) amortized.
    @inlinable
    func node(for id: T.ID, orInsert make: () -> EntityNode<T>) -> (node: EntityNode<T>, isNew: Bool) {
        if let found = index.node(for: id) {
            if found.cycleRole != .collected {
                return (found, false)
            }
            index.remove(id, reportingTo: changes)
            // Possibly its last reference now: released after the lock (see ``HeldNodes``).
            held.hold(found)
        } else if index.entries[id] != nil {
            index.remove(id, reportingTo: changes)
        }
        let node = make()
        node.countsHolders = countsHolders
        list(node, for: id)
        return (node, true)
    }

    /// Unregisters the entry of `id`, if any, without reporting it. O(1) expected.
    @inlinable
    func removeEntry(for id: T.ID) {
        index.remove(id)
    }

    /// Lists `node`, alive, for `id`, which lists no live node. O(1) amortized.
    func insertEntry(_ node: EntityNode<T>, for id: T.ID) {
        list(node, for: id)
    }

    /// Lists `node` for `id`. A full index prunes before it grows (see `pruneReleased`), and only then, when
    /// something is to be inserted (a table left exactly full would otherwise scan at every write of an id it
    /// lists). O(1) amortized.
    @inlinable
    func list(_ node: EntityNode<T>, for id: T.ID) {
        if index.count >= index.capacity, index.entries[id] == nil {
            pruneReleased()
        }
        index.insert(node, for: id)
    }

    /// Makes room for `count` more entries at once, for a write that stores that many. Dead entries are pruned
    /// first, as growing would have done: otherwise a table that only ever reserves would never fill, and so
    /// never prune.
    @inlinable
    func reserve(adding count: Int) {
        if index.capacity < index.count + count {
            pruneReleased(makingRoomFor: count)
        }
    }

    /// Removes the entries of released nodes, then makes room for `adding` more entries (one at least), doubling
    /// the capacity when the live entries fill more than half of it. Runs only when the index is full, so the next
    /// scan is at least half the capacity of insertions away: pruning is O(1) amortized per insertion, and the
    /// table stays proportional to its live entries. (Counting releases to skip scans that find nothing would
    /// take a field in every node and a lock in every node's `deinit`.)
    @inlinable
    func pruneReleased(makingRoomFor adding: Int = 0) {
        scans &+= 1
        let capacity = index.capacity
        index.dropReleased(changes: changes)
        let live = index.count
        var needed = max(live + max(adding, 1), capacity)
        if live > capacity / 2 {
            needed = max(needed, capacity * 2)
        }
        index.entries.reserveCapacity(needed)
    }

    /// Number of entries, dead ones included (for memory tests).
    var entryCount: Int { index.count }

    /// Number of entries the table holds before it must grow (for memory tests).
    var entryCapacity: Int { index.capacity }

    /// How many times the table looked for released entries (for memory tests).
    @usableFromInline var scans = 0

    /// Number of entries whose node is alive (for memory tests). O(buckets).
    var liveCount: Int { index.liveCount }

    override func forget(_ node: NodeBase, stamp: Stamp?, reporting: Bool) -> ((Logger) -> Void)? {
        // Invariant: the store finds a node's table by the node's value type, so the node holds a `T`.
        forgetRemoved((node as! EntityNode<T>), stamp: stamp, reporting: reporting)
    }

    /// Takes `node`, a member of a cycle the collector just cut, out of the table and reports it released. Done
    /// at once, while the cut slots still hold the node: a lookup that met it later would take a reference to it
    /// under the lock, and might drop the last one there, running its value's `deinit` under the lock.
    override func forgetCollected(_ node: NodeBase) {
        // Invariant: the store finds a node's table by the node's value type, so the node holds a `T`.
        let node = node as! EntityNode<T>
        guard index.lists(node) else { return }
        index.remove(node.value.id, reportingTo: changes)
    }

    override func childRebuild(of node: NodeBase) -> ((WriteEngine) -> Void)? {
        guard let normalize else { return nil }
        // Invariant: the store finds a node's table by the node's value type, so the node holds a `T`.
        let node = (node as! EntityNode<T>)
        return { engine in engine.renormalize(node, normalize) }
    }

    override func capture(_ body: (CapturedEntity, NodeBase) -> Void) {
        for entry in index.entries.values {
            // A node of a cut cycle is released for every reader, as for `node(for:)`.
            guard let live = entry.node, live.cycleRole != .collected else { continue }
            // Invariant: every entry of this table references an `EntityNode<T>`.
            let node = (live as! EntityNode<T>)
            let entity = CapturedEntity(
                type: T.self, id: AnyHashable(node.value.id), node: node, stamp: node.recordedStamp, observers: node.observers.count
            )
            body(entity, node)
            // Retained only to be read: released after the lock.
            held.hold(node)
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

    override func removeAll() -> [NodeBase] {
        let live = index.entries.values.compactMap(\.node)
        index.removeAll()
        return live
    }

}
