/// What an ``EntityStore`` keeps, all guarded by its lock: the tables of entities, the aliases, the write counter,
/// the number of open transactions and the cycle collector.
///
/// The store's lock owns it (``StoreLock``), and the write engine is handed it (``WriteEngine/state``): the
/// engine reads and changes it; it never calls the engine, the lock or the store back. Its tables and aliases are in `StoreState+Tables.swift` and
/// `StoreState+Aliases.swift`.
@usableFromInline
final class StoreState {
    // Everything here is guarded by the store's lock.

    /// One table per entity type, keyed by the type itself (rule 7).
    @usableFromInline var tables: [ObjectIdentifier: AnyEntityTable] = [:]
    /// The aliases, by key.
    var aliases: [AliasID: AnyAlias] = [:]
    /// The same aliases by their node, to find the alias a removed entity must be dropped from.
    var aliasesByNode: [ObjectIdentifier: AnyAlias] = [:]
    /// Counts the writes: each write's marks on nodes are told from earlier writes' by it.
    var generation: UInt64 = 0
    /// Number of transactions open on any thread; when zero, writes skip the thread-local lookup.
    var openTransactions = 0
    /// The store's optimistic layers, made with its first layer (nil until then: a write checks only that).
    @usableFromInline var optimistic: OptimisticLayers?
    /// The holders of nodes counted past `UInt16.max` (see `NodeBase.holders`), by node; an entry goes when its
    /// count does, before its node can be released (the holders it counts keep the node alive).
    @usableFromInline var holderOverflow: [ObjectIdentifier: Int] = [:]
    /// Watches the cycles between entities, which reference counting alone never releases.
    @usableFromInline let cycles = CycleCollector()
    /// The ``ObservationKeys`` of each value type whose nodes were read, by type (typed `AnyObject` because the
    /// type needs newer Apple OSes than the package).
    var observationKeys: [ObjectIdentifier: AnyObject] = [:]
    /// The entry of `observationKeys` last used: nodes tend to be read first in runs of one type, and hashing the
    /// type cost about 200 instructions of a node's first read (about 1,300).
    var lastObservationKeys: (type: ObjectIdentifier, keys: AnyObject)?
    /// The listeners of `EntityStore.changes`, and the events of the write in progress.
    @usableFromInline let changes = ChangeHub()
    /// The nodes the tables retained only to read them, released after the lock by whoever holds it.
    @usableFromInline let heldNodes = HeldNodes()

    /// No table, no alias, no write yet.
    @usableFromInline
    init() {}

    /// Starts a write: lets the cycle collector count it and returns its generation.
    func beginWrite() -> UInt64 {
        cycles.noteWrite()
        if cycles.hasCutMembers { forgetCollectedNodes() }
        generation &+= 1
        return generation
    }

    /// The live node of `T` with `id`, if any. Call inside `StoreLock.lookUp` (or a write, whose end takes the
    /// cut slots): a lookup may cut a cycle nothing holds, whose slots must be released after the lock.
    @inlinable
    func node<T: Identifiable>(_ type: T.Type, id: T.ID) -> EntityNode<T>? {
        guard let entities = existingTable(for: type), let found = entities.node(for: id) else { return nil }
        if !found.inCycle { return found }
        // A member of a cycle: it may be held by nothing but the cycle.
        if cycles.isLive(found) { return found }
        forgetCollectedNodes()
        return nil
    }

    /// An observer of the live node of `T` with `id`, if any, with the hold its table counts (see
    /// ``EntityObserver/held(_:in:)``). Call inside `StoreLock.lookUp`, as ``node(_:id:)``.
    @inlinable
    func observer<T: Identifiable>(_ type: T.Type, id: T.ID, in store: EntityStore) -> EntityObserver<T>? {
        // Not `Optional.map`: its closure borrows the node, so that the observer would take a copy of it.
        guard let node = node(type, id: id) else { return nil }
        return EntityObserver.held(node, in: store)
    }

    /// Takes the members of the cycles just cut out of their tables (see `EntityTable.forgetCollected`).
    @usableFromInline
    func forgetCollectedNodes() {
        for member in cycles.takeCutMembers() {
            table(of: member)?.forgetCollected(member)
        }
    }
}
