/// What an ``EntityStore`` keeps, all guarded by its lock: the registry of nodes and the tables of entities, the
/// aliases, the write counter and the open transactions.
///
/// The store's lock owns it (``StoreLock``), and the write engine is handed it (``WriteEngine/state``): the
/// engine reads and changes it; it never calls the engine, the lock or the store back. Its tables and aliases are in `StoreState+Tables.swift` and
/// `StoreState+Aliases.swift`.
@usableFromInline
final class StoreState {
    // Everything here is guarded by the store's lock.

    /// Holds every node of the graph but aliases'; liveness is read from it (see ``NodeRegistry``).
    @usableFromInline let registry = NodeRegistry()
    /// One table per entity type, keyed by the type itself (rule 7); see `StoreState+Tables.swift`.
    var tables: [ObjectIdentifier: AnyEntityTable] = [:]
    /// The entry of `tables` last used: calls come in runs of one type (a screen's finds, a page's entities), and
    /// hashing the type cost about 180 instructions of a `find` (about 1,650).
    var lastTable: (type: ObjectIdentifier, table: AnyEntityTable)?
    /// The aliases, by key.
    var aliases: [AliasID: AnyAlias] = [:]
    /// The same aliases by their node, to find the alias a removed entity must be dropped from.
    var aliasesByNode: [ObjectIdentifier: AnyAlias] = [:]
    /// Counts the writes: each write's marks on nodes are told from earlier writes' by it.
    var generation: UInt64 = 0
    /// The generation of the write in progress, nil between writes: a node it wrote is alive while it runs, even
    /// if nothing holds it yet (see `StoreState.isOrphan(at:)`).
    var writeGeneration: UInt64?
    /// The transactions open, by the thread that opened them (`ObjectIdentifier(Thread.current)`); when empty,
    /// writes skip the lookup of the current thread.
    var transactions: [ObjectIdentifier: TransactionFrame] = [:]
    /// The store's optimistic layers, made with its first layer (nil until then: a write checks only that).
    var optimistic: OptimisticLayers?
    /// The store's layers when a write on this thread must go beneath them, as a layer event (see
    /// ``OptimisticLayers/excludesCurrentThread``); nil otherwise.
    @usableFromInline
    var layersExcludingCurrentThread: OptimisticLayers? {
        guard let optimistic, optimistic.excludesCurrentThread else { return nil }
        return optimistic
    }
    /// The open live lists (`EntityStore.entities(_:where:sortedBy:)`), which every write brings up to date. Nil until
    /// the first is opened, so that a store without lists tests only this reference, which costs no exclusivity check.
    var liveLists: LiveLists?
    /// The listeners of `EntityStore.changes`, and the events of the write in progress.
    @usableFromInline let changes = ChangeHub()
    /// The nodes the store dropped under its lock (see ``hold(_:)``), in no particular order. Never changed in place
    /// (see `takeAll()`), so that ending a lock section costs no exclusivity check.
    var heldNodes: ContiguousArray<NodeBase> = []

    /// No table, no alias, no write yet.
    @usableFromInline
    init() {}

    /// Starts a write: sweeps when the registry doubled since the last sweep (and holds at least a few nodes), so
    /// that sweeping is O(1) amortized per registered node and the registry stays within about twice the live
    /// nodes; then returns the write's generation.
    func beginWrite() -> UInt64 {
        if registry.count >= max(Self.minimumSweptCount, 2 * registry.countAfterSweep) {
            sweep()
        }
        registry.renumberIfNeeded()
        generation &+= 1
        writeGeneration = generation
        return generation
    }

    /// Keeps `node`, which the store dropped under its lock, until the lock section ends: its last release frees its
    /// value, whose `deinit` is user code and may call the store. A lookup or a sweep that finds nodes dead drops them
    /// from the registry (`drop(_:)`), and a write drops the entry it replaces; whoever ends the lock section takes
    /// them (``heldNodes``) and drops them after unlocking: ``StoreLock``'s accessors that hand out the state, and the
    /// write engine's leftovers (``WriteEngine/end()``).
    @usableFromInline
    func hold(_ node: consuming NodeBase) { heldNodes = heldNodes.takeAll().appending(node) }

    /// The live node of `T` with `id`, if any. Call inside `StoreLock.withLock` or a write: a lookup may find the
    /// node dead, and drop it, to be released after the lock.
    @inlinable
    func node<T: Identifiable>(_ type: T.Type, id: T.ID) -> EntityNode<T>? {
        existingTable(for: type)?.node(for: id)
    }
}
