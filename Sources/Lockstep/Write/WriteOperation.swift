/// The write engine: applies one store, update, removal or alias call at a time, under the store's lock.
///
/// The store keeps a single instance and reuses it for every call (``begin(generation:stamp:)`` starts one,
/// ``end()`` hands back what must be released after the lock), so that its buffers are allocated once. A write
/// goes through three steps: *normalize* (store every entity reachable from the given values,
/// each in its own node, children before their parents), *propagate* (write every changed node's value into
/// the slots of its ancestors, each ancestor once, in topological order), then *notify* (hand the final
/// values to the observers of every changed node, once each). Everything here is guarded by the store's
/// lock.
@usableFromInline
final class WriteOperation {
    // Invariant: the store owns this operation, so it outlives it.
    @usableFromInline unowned(unsafe) let store: EntityStore

    /// Distinguishes this call's marks on nodes from earlier calls' marks.
    @usableFromInline @exclusivity(unchecked) private(set) var generation: UInt64 = 0
    // Invariant: guarded by the store's lock, like every field here.
    @usableFromInline @exclusivity(unchecked) var stamp: Stamp?
    /// Whether the write is stamped NaN, which is newer and older than nothing: it is refused whole, so it
    /// stores nothing and points no alias anywhere (rules 2 and 14).
    @inlinable var isStampedNaN: Bool { stamp?.isNaN == true }

    /// Nodes whose value was changed directly by this call (see ``markChanged(_:)``).
    @exclusivity(unchecked) var dirty: ContiguousArray<NodeBase> = []
    /// Anchors whose cycle must be unrolled again, in the order propagation met them (see `refreshCycles`).
    @exclusivity(unchecked) var queuedAnchors: ContiguousArray<NodeBase> = []
    /// The anchors of the cycle being unrolled again: its own writes into them do not queue them again.
    @exclusivity(unchecked) var refreshingAnchors: Set<ObjectIdentifier> = []
    /// Whether nested stores must look at ``shownCopies``, or only record: false in nearly every write, so that a
    /// store tests one flag.
    @usableFromInline @exclusivity(unchecked) var tracksShownCopies = false
    /// Whether nested stores only record the copies a stored value shows (see `normalizeNestedNextToShownCopies`).
    @usableFromInline @exclusivity(unchecked) var isRecordingShownCopies = false
    // Invariant: guarded by the store's lock, like every field here.
    @usableFromInline @exclusivity(unchecked) var recordedCopies: [Any] = []
    /// For each depth at which the children of a cycle member being stored are stored: the copies its stored
    /// value shows of them, in order, and the next one (see `nextShownCopy`).
    @usableFromInline @exclusivity(unchecked) var shownCopies: [Int: (copies: [Any], next: Int)] = [:]
    /// Reports for the logger, run after the lock is released.
    @usableFromInline @exclusivity(unchecked) var reports: [(Logger) -> Void] = []
    /// Slots replaced during this call; released after the lock, since releasing them may free nodes.
    @exclusivity(unchecked) var replacedSlots: ContiguousArray<Slot> = []
    /// Values replaced during this call; released after the lock, since releasing them may run user code.
    @usableFromInline @exclusivity(unchecked) var retiredValues: [Any] = []

    /// Whether this call may write the same id twice (several values, or an aggregate's nested ones), and
    /// whether it did.
    @usableFromInline @exclusivity(unchecked) private(set) var mayRepeatIDs = false
    // Invariant: guarded by the store's lock.
    @usableFromInline @exclusivity(unchecked) var sawRepeatedID = false
    /// For nodes this call changed: whether a node's value is back to the one it had before the call. An id
    /// written twice can end on its stored value; then it, and the aggregates holding it, changed nothing
    /// and nobody is notified. Saved for directly written nodes whenever an id may repeat, and for the nodes
    /// propagation reaches once an id did repeat.
    @usableFromInline @exclusivity(unchecked) var savedValues: [ObjectIdentifier: () -> Bool] = [:]

    /// How deep normalization is nested right now; the free stack is checked every
    /// ``stackCheckInterval`` levels (see `StackSpace`).
    @usableFromInline @exclusivity(unchecked) var normalizationDepth = 0
    @usableFromInline static let stackCheckInterval = 16
    /// Levels of recursion on one stack at most, whatever the free stack measures: a safety net for builds
    /// whose frames are far larger than usual (sanitizers), where the measure may come too late.
    @usableFromInline static let levelsPerStack = 512
    /// `normalizationDepth` where the recursion entered the current stack.
    @usableFromInline @exclusivity(unchecked) var depthOnThisStack = 0
    /// The lowest stack address this write's recursion may reach on the current thread (see `StackSpace`).
    @usableFromInline @exclusivity(unchecked) var stackLimit: UInt = 0
    /// Propagation writes into parents that have parents of their own (levels of nested data), in this write.
    @exclusivity(unchecked) var nestedWrites = 0
    static let nestedWritesPerRetirement = 128
    /// Whether this write reached deep data: what it releases is then released on a thread with a big stack
    /// (see `DeepRelease`).
    @usableFromInline @exclusivity(unchecked) var isDeep = false

    /// Whether the store has a logger, so reports are worth building.
    @usableFromInline let isLogging: Bool

    init(store: EntityStore, isLogging: Bool) {
        self.store = store
        self.isLogging = isLogging
    }

    func begin(generation: UInt64, stamp: Stamp?) {
        self.generation = generation
        self.stamp = stamp
        mayRepeatIDs = false
        sawRepeatedID = false
        isDeep = false
        nestedWrites = 0
        stackLimit = StackSpace.limitForCaller()
        depthOnThisStack = 0
    }

    /// Declares that this call may write the same id twice (see ``savedValues``).
    @inlinable
    func expectRepeatedIDs() {
        mayRepeatIDs = true
    }

    // MARK: Reports

    /// Queues a logger report. Inlined so that the closure is never built when the store has no logger.
    @inlinable
    func report(_ body: @autoclosure () -> (Logger) -> Void) {
        if isLogging {
            reports.append(body())
        }
    }

    /// Keeps `slots`, which this call replaced, until the lock is released: releasing them may free nodes.
    func retire(_ slots: ContiguousArray<Slot>) {
        // Checked first: appending even an empty array makes `replacedSlots` allocate a buffer, which the next
        // write that leaves something to release hands over, so every such write would allocate one.
        guard !slots.isEmpty else { return }
        replacedSlots.append(contentsOf: slots)
    }

    /// Ends the call: hands back what must be released or run once the lock is released, or nil when nothing.
    func end() -> WriteLeftovers? {
        if store.cycles.hasCutSlots {
            retire(store.cycles.takeCutSlots())
        }
        if !dirty.isEmpty {
            // Its nodes are held until after the lock by the changed list, not by the leftovers.
            dirty.removeAll(keepingCapacity: true)
        }
        guard !reports.isEmpty || !replacedSlots.isEmpty || !retiredValues.isEmpty || !savedValues.isEmpty else {
            // Nil rather than an empty value: most writes leave nothing, and destroying four empty
            // collections would still cost a call each.
            return nil
        }
        let leftovers = WriteLeftovers(
            reports: reports, slots: replacedSlots, values: retiredValues, savedValues: savedValues, isDeep: isDeep
        )
        reports = []
        replacedSlots = []
        retiredValues = []
        savedValues = [:]
        return leftovers
    }
}
