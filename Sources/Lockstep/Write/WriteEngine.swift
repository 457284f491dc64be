/// The write engine: applies one store, update, removal or alias call at a time, under the store's lock.
///
/// The store's lock (``StoreLock``) owns a single instance and hands it to every write (``begin(generation:stamp:)``
/// starts one, ``end()`` hands back what must be released after the lock), so that its buffers are allocated
/// once. It is handed the ``StoreState`` it writes when it is made, and refers to nothing else. A write
/// goes through three steps: *normalize* (store every entity reachable from the given values,
/// each in its own node, children before their parents), *propagate* (write every changed node's value into
/// the slots of its ancestors, each ancestor once, in topological order), then *notify* (hand the final
/// values to the observers of every changed node, once each). Everything here is guarded by the store's
/// lock. Its fields are internal: code inlined into callers reads what it needs of the call through ``call`` and
/// changes them through methods that are not inlined, so that the compiler proves their exclusive access instead of
/// checking it at run time (see `NodeBase`).
@usableFromInline
final class WriteEngine {
    /// What the writes change: the registry, tables and aliases. Shared with the store that runs the writes; the
    /// state never refers back to the engine, so this strong reference makes no cycle.
    @usableFromInline let state: StoreState

    /// Distinguishes this call's marks on nodes from earlier calls' marks.
    private(set) var generation: UInt64 = 0
    // Invariant: guarded by the store's lock, like every field here.
    var stamp: Stamp?
    /// Whether the write is stamped NaN, which is newer and older than nothing: it is refused whole, so it
    /// stores nothing and points no alias anywhere (rules 2 and 14).
    @usableFromInline var isStampedNaN: Bool { stamp?.isNaN == true }

    /// Nodes whose value was changed directly by this call, each once (its `.changed` mark, see
    /// ``markChanged(_:)``): where propagation starts. Never changed in place (see `takeAll()`).
    var dirty: ContiguousArray<NodeBase> = []

    // What the call collects, by concern. Each is a value guarded by the store's lock like every field here; its
    // buffers are kept from one write to the next.

    /// Rule 5: whether this call may store the same id twice (several values, or an aggregate's nested ones).
    var mayRepeatIDs = false
    /// Rule 5: whether it did: only then are the nodes propagation reaches saved, and the result filtered.
    var sawRepeatedID = false
    /// Rule 12: anchors whose cycle must be unrolled again after propagation, in the order propagation met them.
    var queuedAnchors: ContiguousArray<NodeBase> = []
    /// Rule 12: the anchors of the cycle being unrolled again: its own writes into them do not queue them again.
    var refreshingAnchors: Set<ObjectIdentifier> = []
    /// Rule 12: whether nested stores must look at ``shownCopiesByDepth``, or record (see
    /// `WriteEngine+ShownCopies.swift`): false in nearly every write, so that a store tests one flag.
    var tracksShownCopies = false
    /// Rule 12: whether nested stores only record the copies a stored value shows, into ``recordedShownCopies``.
    var isRecordingShownCopies = false
    /// Rule 12: the copies recorded so far, in the order normalizing met them.
    var recordedShownCopies: [Any] = []
    /// Rule 12: for each depth at which the children of a cycle member being stored are stored, the copies its
    /// stored value shows of them, in order, and the next one (see `nextShownCopy`).
    var shownCopiesByDepth: [Int: (copies: [Any], next: Int)] = [:]
    /// Rule 10: how deep the call went, on which stack.
    var stackGuard = StackGuard()
    /// Rule 9: what must run or be released after the lock (reports, replaced slots and values). Its collections are
    /// never changed in place (see `takeAll()`).
    var leftovers = WriteLeftovers()

    /// The nodes this write made, while a live list is open: changed for the lists, though for no one else (see
    /// ``updateLiveLists(changed:)``).
    var created = ContiguousArray<NodeBase>()

    /// The optimistic layers' journal while a layer event runs, nil otherwise: every node the write changes is
    /// shown to it first (see ``willModify(_:)``).
    var journal: LayerJournal?

    /// Whether the store has a logger, so reports are worth building.
    @usableFromInline let isLogging: Bool

    init(state: StoreState, isLogging: Bool) {
        self.state = state
        self.isLogging = isLogging
    }

    func begin(generation: UInt64, stamp: Stamp?) {
        self.generation = generation
        self.stamp = stamp
        mayRepeatIDs = false
        sawRepeatedID = false
        stackGuard.begin()
    }

    /// The call in progress, for code inlined into callers, which reads it once (see ``WriteCall``).
    @usableFromInline
    var call: WriteCall {
        WriteCall(
            generation: generation, stamp: stamp, isLayerEvent: journal != nil, mayRepeatIDs: mayRepeatIDs,
            tracksShownCopies: tracksShownCopies
        )
    }

    /// Declares that this call may write the same id twice (see ``mayRepeatIDs``).
    @usableFromInline
    func expectRepeatedIDs() {
        mayRepeatIDs = true
    }

    /// Records that this call wrote an id a second time (see ``sawRepeatedID``).
    @usableFromInline
    func noteRepeatedID() {
        sawRepeatedID = true
    }

    /// Keeps `check`, which tells whether `node`'s value is still the one it had before this call (see
    /// ``WriteLeftovers/savedValues``).
    @usableFromInline
    func saveCheck(_ check: @escaping () -> Bool, of node: NodeBase) {
        // Changed outside the field, as every collection of ``leftovers`` (see `takeAll()`).
        var saved = leftovers.savedValues
        leftovers.savedValues = [:]
        saved[ObjectIdentifier(node)] = check
        leftovers.savedValues = saved
    }

    /// Keeps `value`, which this call replaced, until the lock is released: releasing it may run a `deinit` that
    /// calls the store.
    @usableFromInline
    func retire(value: Any) {
        leftovers.values = leftovers.values.takeAll().appending(value)
    }

    // MARK: Reports

    /// Queues a logger report. Inlined so that the closure is never built when the store has no logger.
    @inlinable
    func report(_ body: @autoclosure () -> (Logger) -> Void) {
        if isLogging {
            appendReport(body())
        }
    }

    /// Queues `report`, to run after the lock.
    @usableFromInline
    func appendReport(_ report: @escaping (Logger) -> Void) {
        leftovers.reports = leftovers.reports.takeAll().appending(report)
    }

    /// Tells the logger and the change stream that the write of `T` with `id`, stamped `received`, was refused
    /// as stale: `current` is the stamp it was compared with (nil when the stored entity has none).
    @inlinable
    func reportStale<T: Identifiable>(_ type: T.Type, id: T.ID, current: Stamp?, received: Stamp) {
        let loggedCurrent = current ?? -.infinity
        report({ $0.didFailedToStore(T.self, id: id, error: StampError.tooOld(current: loggedCurrent, received: received)) })
        state.changes.record(.rejectedAsStale(ChangeEntity(T.self, id: id, stamp: current), received: received))
    }

    /// Records that this write set `alias`, the alias `key`: it takes the write's stamp (unless `recordsStamp` is
    /// false: the entity stored was refused), and the logger and the change stream hear of it.
    @inlinable
    func didStore<Value>(under key: AliasKey<Value>, _ alias: Alias<Value>, recordsStamp: Bool = true) {
        if recordsStamp, let stamp = call.stamp {
            alias.stamp = max(alias.stamp ?? stamp, stamp)
        }
        report({ $0.didRegisterAlias(key) })
        state.changes.record(.ready(.aliasSet(name: key.name, type: String(describing: Value.self), stamp: alias.stamp)))
    }

    /// Keeps `slots`, which this call replaced, until the lock is released: releasing them may free nodes.
    func retire(_ slots: ContiguousArray<Slot>) {
        // Checked first: appending even an empty array makes `leftovers.slots` allocate a buffer, which the next
        // write that leaves something to release hands over, so every such write would allocate one.
        guard !slots.isEmpty else { return }
        var retired = leftovers.slots.takeAll()
        retired.append(contentsOf: slots)
        leftovers.slots = retired
    }

    /// Brings the open live lists up to date with the nodes this write changed (propagation's list) and made;
    /// returns the nodes of the lists that changed (none during a layer event: see `StoreState.updateLiveLists`).
    func updateLiveLists(changed: ContiguousArray<NodeBase>?) -> ContiguousArray<NodeBase> {
        var nodes = changed ?? []
        if !created.isEmpty {
            nodes += created
            created.removeAll()
        }
        return state.updateLiveLists(with: nodes, duringEvent: journal != nil)
    }

    /// Ends the call: hands back what must be released or run once the lock is released, or nil when nothing.
    func end() -> WriteLeftovers? {
        state.writeGeneration = nil
        // Moved, not appended: an append would retain each node and the emptied list release it.
        leftovers.nodes = state.heldNodes.takeAll()
        guard !leftovers.isEmpty else {
            // Nil rather than an empty value: most writes leave nothing, and destroying five empty
            // collections would still cost a call each.
            return nil
        }
        // Handed over whole; the next write starts from empty collections (which allocate nothing).
        var handed = WriteLeftovers()
        swap(&handed, &leftovers)
        handed.isDeep = stackGuard.isDeep
        return handed
    }
}
