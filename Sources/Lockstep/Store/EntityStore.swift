import Dispatch

/// A deprecated name of ``EntityStore``, kept so that code written for CohesionKit compiles.
@available(*, deprecated, renamed: "EntityStore")
public typealias IdentityMap = EntityStore

/// The single source of truth for your models: a normalized, thread-safe, in-memory store of entities.
///
/// Store `Identifiable` values and ``Aggregate``s that nest them; every entity is kept once, in its own node,
/// and every copy of it — inside aggregates, behind aliases, in observers — is kept in sync:
///
/// ```swift
/// let store = EntityStore(queue: .main)
/// let observer = store.store(entity: authorBooks)   // keep it: entities live while observed
/// let subscription = observer.observe { print($0.author.name) }
///
/// store.update(Author.self, id: 1) { $0.name = "G. R. R. Martin" }   // the observer prints the new name
/// ```
///
/// Memory is weak: an entity lives while an ``EntityObserver``, a ``Subscription``, an aggregate or an alias
/// holds it, then it is released and `find` returns nil.
///
/// Every method may be called from any thread. Observers are called on `queue`; the logger and the closures
/// you pass run on the calling thread, never while the store is locked, so they may call back into the store.
public final class EntityStore: @unchecked Sendable {
    /// A closure that modifies a value in place.
    public typealias Update<T> = (inout T) -> Void

    /// Where observers are called, in write order.
    let deliveries: DeliveryQueue
    @usableFromInline let logger: Logger?
    @usableFromInline let lock = Mutex()

    // Everything below is guarded by `lock`, so the runtime's exclusivity checks would only cost time
    // (Thread Sanitizer still checks the locking).
    @usableFromInline @exclusivity(unchecked) var tables: [ObjectIdentifier: AnyEntityTable] = [:]
    /// The table used last, unretained: `tables` holds it (see ``unretainedTable(for:)``).
    /// Invariant: guarded by `lock`, like every field below.
    @usableFromInline @exclusivity(unchecked) var lastTable: (type: ObjectIdentifier, table: Unmanaged<AnyEntityTable>)?
    // Invariant: guarded by `lock`.
    @exclusivity(unchecked) private var aliases: [AliasID: AnyAlias] = [:]
    /// The same aliases by their node, to find the alias a removed entity must be dropped from.
    @exclusivity(unchecked) private var aliasesByNode: [ObjectIdentifier: AnyAlias] = [:]
    // Invariant: guarded by `lock`.
    @exclusivity(unchecked) private var generation: UInt64 = 0
    /// Number of transactions open on any thread; when zero, writes skip the thread-local lookup.
    @exclusivity(unchecked) var openTransactions = 0
    // Invariant: guarded by `lock`; set once in `init`.
    @usableFromInline @exclusivity(unchecked) var operation: WriteOperation!
    /// Watches the cycles between entities, which reference counting alone never releases.
    @usableFromInline let cycles = CycleCollector()

    /// Creates a store.
    ///
    /// - Parameters:
    ///   - queue: where observers are notified. `nil` means the main queue, as in CohesionKit; programs
    ///     without a main run loop (command-line tools, servers, tests) should pass their own serial queue.
    ///   - logger: receives a report of every write and alias change.
    public init(queue: DispatchQueue? = nil, logger: Logger? = nil) {
        self.deliveries = DeliveryQueue(queue: queue ?? .main)
        self.logger = logger
        self.operation = WriteOperation(store: self, isLogging: logger != nil)
    }

    // MARK: Tables

    /// The table of `T`, created on first use. Identity is the type itself, never its name.
    @inlinable
    func table<T: Identifiable>(for type: T.Type) -> EntityTable<T> {
        unretainedTable(for: type).takeUnretainedValue()
    }

    /// ``table(for:)`` without a retain, for the write engine's hottest paths, which use the table inside
    /// `_withUnsafeGuaranteedRef`.
    ///
    /// Invariant: a table stays in `tables` from its creation until `clearAllTables`, which runs in a write of its
    /// own (`removeAll`), so a table handed out here outlives the write that asked for it.
    @inlinable
    func unretainedTable<T: Identifiable>(for type: T.Type) -> Unmanaged<EntityTable<T>> {
        // Writes usually come in runs of one type: remember the last table to skip the dictionary.
        if let last = lastTable, last.type == ObjectIdentifier(type) {
            // Invariant: tables are keyed by their entity type, so this is the table of `T`.
            return unsafeBitCast(last.table, to: Unmanaged<EntityTable<T>>.self)
        }
        let table: AnyEntityTable
        if let existing = tables[ObjectIdentifier(type)] {
            table = existing
        } else {
            table = EntityTable<T>()
            tables[ObjectIdentifier(type)] = table
        }
        lastTable = (ObjectIdentifier(type), .passUnretained(table))
        // Invariant: tables are keyed by their entity type, so this is the table of `T`.
        return .passUnretained(unsafeDowncast(table, to: EntityTable<T>.self))
    }

    /// The table of `T`, if one was created. Like ``table(for:)``, it remembers the last table used.
    @inlinable
    func existingTable<T: Identifiable>(for type: T.Type) -> EntityTable<T>? {
        if let last = lastTable, last.type == ObjectIdentifier(type) {
            // Invariant: tables are keyed by their entity type, so this is the table of `T`.
            return unsafeDowncast(last.table.takeUnretainedValue(), to: EntityTable<T>.self)
        }
        guard let table = tables[ObjectIdentifier(type)] else { return nil }
        lastTable = (ObjectIdentifier(type), .passUnretained(table))
        // Invariant: tables are keyed by their entity type, so this is the table of `T`.
        return unsafeDowncast(table, to: EntityTable<T>.self)
    }

    /// The live node of `T` with `id`, if any. Call with the lock held, and release the store's lock with
    /// ``unlockReleasingCutCycles()``: a lookup may cut a cycle nothing holds.
    @inlinable
    func node<T: Identifiable>(_ type: T.Type, id: T.ID) -> EntityNode<T>? {
        guard let entities = existingTable(for: type) else { return nil }
        if let found = entities.node(for: id) {
            if !found.inCycle { return found }
        } else {
            return nil
        }
        // A member of a cycle: it may be held by nothing but the cycle (`found` is out of scope here, so
        // that this frame holds no reference to it while references are counted).
        return cycles.isLive({ entities.node(for: id) }) ? entities.node(for: id) : nil
    }

    /// Releases the lock, then the slots of the cycles cut while it was held.
    @inlinable
    func unlockReleasingCutCycles() {
        guard cycles.hasCutSlots else {
            lock.unlock()
            return
        }
        let cut = cycles.takeCutSlots()
        lock.unlock()
        withExtendedLifetime(cut) {}
    }

    /// The alias registered under `key`, if any. Call with the lock held.
    @usableFromInline
    func existingAlias<T>(_ key: AliasKey<T>) -> Alias<T>? {
        // Invariant: an `AliasID` includes the value type, so this is an `Alias<T>`.
        aliases[AliasID(key)].map { unsafeDowncast($0, to: Alias<T>.self) }
    }

    /// The alias registered under `key`, created empty if needed. Call with the lock held.
    @usableFromInline
    func alias<T>(_ key: AliasKey<T>) -> Alias<T> {
        if let alias = existingAlias(key) {
            return alias
        }
        if aliases.count >= aliases.capacity {
            // About to grow: forget empty, unobserved aliases first, so keys do not pile up (O(1) amortized).
            forgetUnusedAliases()
        }
        let alias = Alias(key: key)
        aliases[AliasID(key)] = alias
        aliasesByNode[ObjectIdentifier(alias.node)] = alias
        return alias
    }

    /// The alias whose node is `node`, if it is an alias's node. Call with the lock held.
    func alias(of node: NodeBase) -> AnyAlias? {
        aliasesByNode[ObjectIdentifier(node)]
    }

    /// Takes the removed `node` out of its table, if it has one. Call with the lock held.
    func forget(_ node: NodeBase, in operation: WriteOperation) {
        tables[node.valueType]?.forget(node, in: operation)
    }

    /// Number of registered aliases (for memory tests).
    var aliasCount: Int { aliases.count }

    /// Forgets the aliases that designate nothing and that nobody observes. Call with the lock held.
    private func forgetUnusedAliases() {
        aliases = aliases.filter { !$0.value.isForgettable }
        aliasesByNode = aliasesByNode.filter { aliases[$0.value.id] != nil }
        if aliases.count > aliases.capacity / 2 {
            aliases.reserveCapacity(aliases.capacity * 2)
        }
    }

    // MARK: Writes

    /// Runs `body` as one write: locked, then propagated, then notified once per observer.
    @usableFromInline
    func write<R>(stamp: Stamp?, _ body: (WriteOperation) -> R) -> R {
        lock.lock()
        // Read once: each read of the stored optional would retain it.
        let operation = self.operation.unsafelyUnwrapped
        cycles.noteWrite()
        generation &+= 1
        operation.begin(generation: generation, stamp: stamp)
        let result = body(operation)
        // Optional, so that a write that changed nothing has no array to retain and release.
        let changed: ContiguousArray<NodeBase>?
        if operation.hasChanges {
            let nodes = operation.propagate()
            if !nodes.isEmpty {
                notify(nodes, deep: operation.stackGuard.isDeep)
            }
            changed = nodes
        } else {
            changed = nil
        }
        var leftovers = operation.end()
        lock.unlock()
        if let leftovers, !leftovers.reports.isEmpty, let logger {
            for report in leftovers.reports {
                report(logger)
            }
        }
        // Dropping these may release nodes and values, and so run user code: it happens here, after the lock.
        withExtendedLifetime(changed) {}
        leftovers?.release()
        return result
    }

    /// How many times an `update` closure runs at most. A write that changes nothing does not make it run
    /// again, so retries come only from concurrent changes (or from the closure writing the same entity
    /// itself); past this bound the last result is written, so that an `update` always returns.
    @usableFromInline static let maximumUpdateAttempts = 32

    /// Runs a user `update` closure outside the lock and commits its result with `commit`, retrying when
    /// the value changed in between (so that no concurrent write is lost).
    ///
    /// - Returns: false when `read` finds nothing to update.
    @inlinable
    func modify<V, Token: AnyObject>(
        stamp: Stamp?,
        read: () -> (token: Token, value: V, version: UInt32)?,
        update: Update<V>,
        version: (Token) -> UInt32,
        commit: (WriteOperation, Token, V) -> Void
    ) -> Bool {
        var attempt = 1
        while true {
            lock.lock()
            let read = read()
            unlockReleasingCutCycles()
            guard let current = read else { return false }
            var value = current.value
            update(&value)
            let isLastAttempt = attempt == Self.maximumUpdateAttempts
            let committed = write(stamp: stamp) { operation in
                guard isLastAttempt || version(current.token) == current.version else { return false }
                commit(operation, current.token, value)
                return true
            }
            if committed { return true }
            attempt += 1
        }
    }

    // MARK: Notifications

    /// Hands the final values of `changed` nodes to their observers: now, or at the end of the
    /// transaction open on this thread. Called with the lock held, so batches reach the queue in the order
    /// of the writes.
    private func notify(_ changed: ContiguousArray<NodeBase>, deep: Bool) {
        if openTransactions > 0, let frame = TransactionFrame.current(for: self) {
            frame.defer(changed)
            return
        }
        enqueueNotifications(of: changed, deep: deep)
    }

    /// Queues the current values of `nodes` for their observers, after everything queued before. Call with
    /// the lock held.
    ///
    /// Values from a write that reached deep data are released, once delivered, where the stack is large
    /// enough (see `DeepRelease`).
    func enqueueNotifications(of nodes: ContiguousArray<NodeBase>, deep: Bool = false) {
        deliveries.enqueue { pending in
            // The nodes are read unretained (`nodes` holds them throughout): a retain and a release per notified
            // node would cost a tenth of its notification.
            nodes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: Unmanaged<NodeBase>.self) { nodes in
                    for node in nodes {
                        node._withUnsafeGuaranteedRef { $0.appendNotification(to: &pending, deep: deep) }
                    }
                }
            }
        }
    }

    /// Queues one notification, as ``enqueueNotifications(of:)`` does. Call with the lock held.
    func enqueue(_ notification: PendingNotification) {
        deliveries.enqueue { $0.append(notification) }
    }

    /// Ends the outermost transaction of this thread: notifies every node it changed, once.
    func flush(_ frame: TransactionFrame) {
        let nodes = frame.takeDeferred()
        lock.withLock {
            openTransactions -= 1
            enqueueNotifications(of: nodes)
        }
        withExtendedLifetime(nodes) {}
    }

    // MARK: Removal

    /// Empties every alias; returns nothing, reports through `operation`.
    func clearAllAliases(_ operation: WriteOperation) {
        for alias in aliases.values {
            alias.clear(operation)
        }
    }

    /// Forgets every entity: tables are emptied and the links between the nodes still alive are cut, so that
    /// cycles between them are released too.
    func clearAllTables(_ operation: WriteOperation) -> [NodeBase] {
        var live: [NodeBase] = []
        for table in tables.values {
            live.append(contentsOf: table.removeAll())
        }
        tables = [:]
        lastTable = nil
        for node in live {
            operation.detachChildren(of: node)
        }
        return live
    }
}
