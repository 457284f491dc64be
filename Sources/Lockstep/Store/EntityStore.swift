import Foundation

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
    /// The lock, and what it guards: the registry, tables and aliases (a ``StoreState``), the write engine
    /// (reused by every write, so that its buffers are allocated once), and every node.
    @usableFromInline let lock: StoreLock
    /// Held for the whole of an optimistic layer event (see `OptimisticLayers`): one runs at a time. Recursive,
    /// so that the thread running one learns, under the store's lock, that it may not begin another.
    let layerGate = NSRecursiveLock()

    /// Creates a store.
    ///
    /// - Parameters:
    ///   - queue: where observers are notified. `nil` means the main queue, as in CohesionKit; programs
    ///     without a main run loop (command-line tools, servers, tests) should pass their own serial queue.
    ///   - logger: receives a report of every write and alias change.
    public init(queue: DispatchQueue? = nil, logger: Logger? = nil) {
        self.deliveries = DeliveryQueue(queue: queue ?? .main)
        self.logger = logger
        self.lock = StoreLock(isLogging: logger != nil)
    }

    // MARK: Writes

    /// Runs `body` as one write: locked, then propagated, then notified once per observer.
    @usableFromInline
    func write<R>(stamp: Stamp?, _ body: (WriteEngine) -> R) -> R {
        let engine = lock.lockForWrite()
        if let layers = engine.state.layersExcludingCurrentThread {
            // Optimistic layers are open: the write goes beneath them, as a layer event.
            lock.unlock()
            return writeUnderLayers(layers) { write(stamp: stamp, body) }
        }
        return performWrite(engine, stamp: stamp, body)
    }

    /// The rest of a write, with the lock taken by ``StoreLock/lockForWrite()``: runs `body`, propagates, notifies,
    /// unlocks, then releases what the write replaced.
    @inline(__always)
    func performWrite<R>(_ engine: WriteEngine, stamp: Stamp?, _ body: (WriteEngine) -> R) -> R {
        engine.begin(generation: engine.state.beginWrite(), stamp: stamp)
        let result = body(engine)
        // Optional, so that a write that changed nothing has no array to retain and release.
        var changed = engine.dirty.isEmpty ? nil : engine.propagate()
        if engine.state.liveLists?.isEmpty == false {
            // The lists a write changed are told as any changed node is (a layer event tells them at its end).
            let lists = engine.updateLiveLists(changed: changed)
            if !lists.isEmpty {
                changed = (changed ?? []) + lists
            }
        }
        if let nodes = changed {
            // During a layer event, the journal saw every changed node: the event notifies them at its end.
            if engine.journal == nil, !nodes.isEmpty {
                notify(nodes, deep: engine.stackGuard.isDeep, in: engine.state)
            }
        }
        var leftovers = engine.end()
        // Empty unless someone listens to `changes`: then the write's events go to every listener, under the lock
        // so that they keep the order it gave the writes, and waiting listeners are resumed after it.
        let waiting = engine.state.changes.pending.isEmpty ? nil : engine.state.changes.deliver()
        lock.unlock()
        if let waiting {
            for listener in waiting {
                listener.resume()
            }
        }
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

    /// Runs a user `update` closure on the value `read` finds in a node, outside the lock, and commits its result
    /// with `commit`, retrying when the node's value changed in between (so that no concurrent write is lost).
    ///
    /// - Returns: false when `read` finds nothing to update.
    @inlinable
    func modify<V>(
        stamp: Stamp?,
        read: (StoreState) -> (node: NodeBase, value: V)?,
        update: Update<V>,
        commit: (WriteEngine, V) -> Void
    ) -> Bool {
        var attempt = 1
        while true {
            var layers: OptimisticLayers?
            guard let current = lock.withLock({ state -> (node: NodeBase, value: V, version: UInt32)? in
                if let open = state.layersExcludingCurrentThread {
                    layers = open
                    return nil
                }
                return read(state).map { ($0.node, $0.value, $0.node.version) }
            }) else {
                // Optimistic layers are open: the update reads and writes the base, as a layer event.
                guard let layers else { return false }
                return writeUnderLayers(layers) {
                    modify(stamp: stamp, read: read, update: update, commit: commit)
                }
            }
            var value = current.value
            update(&value)
            let isLastAttempt = attempt == Self.maximumUpdateAttempts
            let committed = write(stamp: stamp) { engine in
                guard isLastAttempt || current.node.version == current.version else { return false }
                commit(engine, value)
                return true
            }
            if committed { return true }
            attempt += 1
        }
    }

    // MARK: Notifications

    /// Hands the final values of `changed` nodes to their observers: now, or at the end of the
    /// transaction open on this thread. Called with the lock held, so notifications reach the queue in the order
    /// of the writes (or, for a layer event, at its end).
    func notify(_ changed: ContiguousArray<NodeBase>, deep: Bool, in state: StoreState) {
        if !state.transactions.isEmpty, let frame = state.transactions[ObjectIdentifier(Thread.current)] {
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
            for node in nodes {
                node.appendNotification(to: &pending, deep: deep)
            }
        }
    }
}
