/// Type-erased handle on an ``EntityTable`` so the store can keep one table per entity type.
@usableFromInline
class AnyEntityTable {
    /// Takes the removed `node` out of the table and remembers when it was removed (`stamp`); returns the
    /// logger's report of the removal when `reporting`. See ``EntityTable``.
    func forget(_ node: NodeBase, stamp: Stamp?, reporting: Bool) -> ((Logger) -> Void)? { nil }

    /// Takes the entry of the dead `node`, which was at registry position `index`, out of the table, and reports
    /// it released (see `StoreState.drop(_:)`).
    func forgetReleased(_ node: NodeBase, at index: Int) {}

    /// How the engine gives the aggregate `node` new slots from its current value: its value normalized again,
    /// with the type the table knows; nil when the table's type is not an aggregate. See ``EntityTable``.
    func childRebuild(of node: NodeBase) -> ((WriteEngine) -> Void)? { nil }

    /// Calls `body` with the type, the id and the node of every live entity of the table, for introspection
    /// (`EntityStore.snapshot()`). O(entries).
    func capture(_ body: (Any.Type, AnyHashable, NodeBase) -> Void) {}

    /// The entity `node` (a node of this table) with `stamp`, for a change event. O(1).
    func changeEntity(_ node: NodeBase, stamp: Stamp?) -> ChangeEntity? { nil }

    /// How to put back the table entry of `node` (a node of this table) and its id's tombstone, for undoing an
    /// optimistic layer (see `EntityTable.restoringEntry(of:isListed:)`).
    func entryRestore(of node: NodeBase, isListed: Bool?) -> (() -> Void)? { nil }
}

/// The nodes of one entity type, by id: each listed node's position in the store's ``NodeRegistry``, which holds
/// it. A node lives while something outside the store or a live parent holds it (see `StoreState+Liveness.swift`).
/// An entry outlives its node's holders: a dead node stays listed until a lookup of its id meets it or a sweep
/// drops it (`StoreState.isOrphan(at:)`, `StoreState.sweep()`).
@usableFromInline
final class EntityTable<T: Identifiable>: AnyEntityTable {
    /// The registry positions, by id. `Int32`, so that an entry is four bytes smaller: a store lists far fewer than
    /// 2^31 nodes (and `Int32(_:)` traps rather than wraps past that).
    // Invariant: guarded by the store's lock. Every entry is the registry position of an `EntityNode<T>`:
    // `node(for:orInsert:)`, `insertEntry`, `removeEntry`, `forget`, `forgetReleased` and, for optimistic layers,
    // `restoringEntry` are the only places that change it.
    @usableFromInline var positions: [T.ID: Int32] = [:]
    /// The state whose registry holds the nodes (it owns this table).
    @usableFromInline unowned let state: StoreState

    /// The structural comparison of `T` (``StructurallyComparable``), found once for the type.
    @usableFromInline let equals: ((T, T) -> Bool)? = EqualityWitness.make(for: T.self)

    /// Whether values can be compared bit by bit: not for classes, whose instance may have changed in place.
    @usableFromInline let comparesBits = !(T.self is AnyObject.Type)

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
    /// Bounded: see ``tombstoneLimit``.
    @usableFromInline var tombstones: [T.ID: Stamp] = [:]

    @usableFromInline
    init(state: StoreState) {
        self.state = state
    }

    /// The live node for `id`. O(1) expected, O(ancestors) for a node only parents hold (see
    /// `StoreState.liveNode(at:)`).
    @inlinable
    func node(for id: T.ID) -> EntityNode<T>? {
        guard let position = positions[id], let found = state.liveNode(at: Int(position)) else { return nil }
        // Invariant: every entry is the position of an `EntityNode<T>`.
        return (found as! EntityNode<T>)
    }

    /// The live node for `id`, or a node made by `make`, registered and listed under `id`. A dead node's entry is
    /// dropped and replaced. O(1) amortized.
    @inlinable
    func node(for id: T.ID, orInsert make: () -> EntityNode<T>) -> (node: EntityNode<T>, isNew: Bool) {
        if let found = node(for: id) {
            return (found, false)
        }
        let node = make()
        // Not `insertEntry`: `node(for:)` found no entry, or a dead one, which it dropped, so there is none to read.
        register(node, for: id)
        return (node, true)
    }

    /// Unregisters the entry of `id`, if any, without reporting it. O(1) expected.
    @inlinable
    func removeEntry(for id: T.ID) {
        guard let position = positions.removeValue(forKey: id) else { return }
        state.hold(state.registry.take(at: Int(position)))
    }

    /// Registers `node` and lists it for `id`, which lists no live node (a dead one's entry is replaced). O(1)
    /// amortized.
    @inlinable
    func insertEntry(_ node: EntityNode<T>, for id: T.ID) {
        if let position = positions[id] {
            // A dead node's entry (a live one would have been found): dropped with its dead ancestors.
            _ = state.isOrphan(at: Int(position))
        }
        register(node, for: id)
    }

    /// Registers `node` and lists it for `id`, which has no entry. O(1) amortized.
    @inlinable
    func register(_ node: EntityNode<T>, for id: T.ID) {
        state.registry.add(node)
        positions[id] = Int32(node.registryIndex)
    }

    /// Makes room for at least `count` entries, so that a call storing that many entities into an emptier table
    /// grows it once. Not `positions.count + count`: a collection stored again (a refresh, the usual case) lists the
    /// same ids, and would leave the table twice the size it needs for good.
    @inlinable
    func reserveCapacity(_ count: Int) {
        positions.reserveCapacity(Swift.max(positions.count, count))
    }

    /// Whether `node` is the one listed for its id. `node` is alive (the caller holds it), so its id can be read.
    func lists(_ node: EntityNode<T>) -> Bool {
        node.registryIndex >= 0 && positions[node.value.id].map(Int.init) == node.registryIndex
    }

    /// At most this many tombstones per type (or one per live entry, if more): past it, the oldest removals
    /// are forgotten, and a write of such an id with an old stamp would store it again.
    static var tombstoneLimit: Int { 10_000 }

    /// The stamp `id` was removed at, if a later write stamped at or before it must be rejected.
    @inlinable
    func removalStamp(of id: T.ID) -> Stamp? {
        tombstones.isEmpty ? nil : tombstones[id]
    }

    override func forget(_ node: NodeBase, stamp: Stamp?, reporting: Bool) -> ((Logger) -> Void)? {
        // Invariant: the store finds a node's table by the node's value type, so the node holds a `T`.
        let node = (node as! EntityNode<T>)
        let id = node.value.id
        if lists(node) {
            removeEntry(for: id)
        }
        if let stamp {
            tombstones[id] = max(tombstones[id] ?? stamp, stamp)
            // Past the limit, the half with the oldest stamps is forgotten: a sort of the `limit` tombstones once
            // every `limit / 2` removals, so O(log limit) amortized per removal.
            let limit = max(Self.tombstoneLimit, positions.count)
            if tombstones.count > limit {
                let kept = tombstones.sorted { $0.value > $1.value }.prefix(limit / 2)
                tombstones = Dictionary(uniqueKeysWithValues: kept.map { ($0.key, $0.value) })
            }
        }
        // Built only when reporting: a closure costs an allocation.
        return reporting ? { $0.didRemove(T.self, id: id) } : nil
    }

    override func forgetReleased(_ node: NodeBase, at position: Int) {
        // Invariant: the store finds a node's table by the node's value type, so the node holds a `T`.
        let id = (node as! EntityNode<T>).value.id
        guard positions[id].map(Int.init) == position else { return }
        positions[id] = nil
        state.changes.record(.released(ChangeEntity(T.self, id: id, stamp: nil)))
    }

    override func childRebuild(of node: NodeBase) -> ((WriteEngine) -> Void)? {
        guard let normalize else { return nil }
        // Invariant: the store finds a node's table by the node's value type, so the node holds a `T`.
        let node = (node as! EntityNode<T>)
        return { engine in engine.renormalize(node, normalize) }
    }

    override func capture(_ body: (Any.Type, AnyHashable, NodeBase) -> Void) {
        for node in liveNodes() {
            body(T.self, AnyHashable(node.value.id), node)
        }
    }

    /// Every live node of the table, dropping the dead ones met. O(entries).
    func liveNodes() -> [EntityNode<T>] {
        // The positions first: finding a dead node drops entries.
        Array(positions.values).compactMap { position in
            // Invariant: every entry of this table is the position of an `EntityNode<T>`.
            state.liveNode(at: Int(position)).map { $0 as! EntityNode<T> }
        }
    }

    override func changeEntity(_ node: NodeBase, stamp: Stamp?) -> ChangeEntity? {
        // Invariant: the store finds a node's table by the node's value type, so the node holds a `T`.
        ChangeEntity(T.self, id: (node as! EntityNode<T>).value.id, stamp: stamp)
    }

    override func entryRestore(of node: NodeBase, isListed: Bool?) -> (() -> Void)? {
        // Invariant: the store finds a node's table by the node's value type, so the node holds a `T`.
        restoringEntry(of: (node as! EntityNode<T>), isListed: isListed)
    }
}
