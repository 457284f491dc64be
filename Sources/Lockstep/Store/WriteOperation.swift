/// One store, update or alias call, applied under the store's lock.
///
/// A write goes through three steps: *normalize* (store every entity reachable from the given values,
/// each in its own node, children before their parents), *propagate* (write every changed node's value into
/// the slots of its ancestors, each ancestor once, in topological order), then *notify* (hand the final
/// values to the observers of every changed node, once each). The store keeps a single instance and reuses
/// it for every call; everything here is guarded by the store's lock.
@usableFromInline
final class WriteOperation {
    @usableFromInline unowned(unsafe) let store: EntityStore

    /// Distinguishes this call's marks on nodes from earlier calls' marks.
    @usableFromInline @exclusivity(unchecked) private(set) var generation: UInt64 = 0
    @usableFromInline @exclusivity(unchecked) var stamp: Stamp?

    /// Nodes whose value was changed directly by this call (see ``markChanged(_:)``).
    @exclusivity(unchecked) var dirty: ContiguousArray<NodeBase> = []
    /// Values of cycle members from before propagation first wrote into them (see `writeClosingSlots`).
    @exclusivity(unchecked) var stashedValues: [ObjectIdentifier: Any] = [:]
    /// Links that close a cycle, met during propagation: written last (see `writeClosingSlots`).
    @exclusivity(unchecked) var closingLinks: [(child: NodeBase, link: Unmanaged<ParentLink>)] = []
    /// Reports for the logger, run after the lock is released.
    @usableFromInline @exclusivity(unchecked) var reports: [(Logger) -> Void] = []
    /// Slots replaced during this call; released after the lock, since releasing them may free nodes.
    @exclusivity(unchecked) var replacedSlots: ContiguousArray<Slot> = []
    /// Values replaced during this call; released after the lock, since releasing them may run user code.
    @usableFromInline @exclusivity(unchecked) var retiredValues: [Any] = []

    /// Whether this call may write the same id twice (several values, or an aggregate's nested ones), and
    /// whether it did.
    @usableFromInline @exclusivity(unchecked) private(set) var mayRepeatIDs = false
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
    }

    /// Declares that this call may write the same id twice (see ``savedValues``).
    @inlinable
    func expectRepeatedIDs() {
        mayRepeatIDs = true
    }

    // MARK: Normalize

    /// Stores a plain entity. See ``store(_:normalize:)``.
    @inlinable
    func storeEntity<T: Identifiable>(_ value: T) -> StoreOutcome<T> {
        store(value, normalize: nil)
    }

    /// Stores an aggregate and, first, every entity it nests.
    @inlinable
    func storeAggregate<T: Aggregate>(_ value: T) -> StoreOutcome<T> {
        expectRepeatedIDs()
        let normalize: (inout T, inout NormalizeScope<T>) -> Void = { value, scope in
            for keyPath in value.nestedEntitiesKeyPaths {
                keyPath.normalize(&value, &scope)
            }
        }
        let table = store.table(for: T.self)
        if table.normalize == nil {
            // Kept for rebuilding an aggregate's slots after an entity it held is removed.
            table.normalize = normalize
        }
        return store(value, normalize: normalize)
    }

    /// Writes `value` into its node unless the write is stale.
    ///
    /// The stamp check is skipped for a node already written by this call: the same id twice in one call is
    /// not a stale write, the last occurrence wins.
    @inlinable
    func store<T: Identifiable>(
        _ value: T,
        normalize: ((inout T, inout NormalizeScope<T>) -> Void)?
    ) -> StoreOutcome<T> {
        let table = store.table(for: T.self)
        let id = value.id
        if let stamp, stamp.isNaN {
            // A NaN stamp is newer and older than nothing: it is refused, and never becomes the node's stamp.
            let current = table.node(for: id)?.recordedStamp ?? -.infinity
            report({ $0.didFailedToStore(T.self, id: id, error: StampError.tooOld(current: current, received: stamp)) })
            guard let node = table.node(for: id) else {
                return StoreOutcome(node: EntityNode(value: value), differs: false, isRejected: true)
            }
            return StoreOutcome(node: node, differs: true, isRejected: true)
        }
        if let received = stamp, let removedAt = table.removalStamp(of: id), received <= removedAt,
           table.node(for: id) == nil {
            // A late write of a removed entity: it must not bring it back, and a parent given it drops it.
            report({ $0.didFailedToStore(T.self, id: id, error: StampError.tooOld(current: removedAt, received: received)) })
            let removed = EntityNode(value: value)
            removed.isRemoved = true
            return StoreOutcome(node: removed, differs: false, isRejected: true)
        }
        // A new node is registered before its children are normalized, so that a child that holds it back (a
        // cycle) finds this node instead of creating a second one.
        let (node, isNew) = table.node(for: id) { EntityNode(value: value, stamp: stamp, releases: table.releases) }
        if isNew, !table.tombstones.isEmpty {
            table.tombstones[id] = nil
        }
        if !isNew {
            if node.isNormalizing {
                // A copy nested inside the value being stored (a cycle): truncated, it must not overwrite it.
                return StoreOutcome(node: node, differs: false)
            }
            // An unstamped node's stamp is NaN, which no stamp is lower than or equal to.
            if let received = stamp, received <= node.stamp, !node.has(.written, in: generation) {
                let current = node.stamp
                report({ $0.didFailedToStore(T.self, id: id, error: StampError.tooOld(current: current, received: received)) })
                return StoreOutcome(node: node, differs: true, isRejected: true)
            }
        }
        if !node.set(.written, in: generation) {
            sawRepeatedID = true
        }

        var newValue = value
        var slots: ContiguousArray<Slot> = []
        var pulled = false
        if let normalize {
            var scope = NormalizeScope<T>(operation: self, parent: node)
            node.isNormalizing = true
            normalizationDepth += 1
            if normalizationDepth % Self.stackCheckInterval == 0, StackSpace.isPast(stackLimit) {
                isDeep = true
                let callerLimit = stackLimit
                StackSpace.runOnFreshStack { limit in
                    stackLimit = limit
                    normalize(&newValue, &scope)
                }
                stackLimit = callerLimit
            } else {
                normalize(&newValue, &scope)
            }
            normalizationDepth -= 1
            node.isNormalizing = false
            slots = scope.slots
            pulled = scope.pulled
            if scope.holdsRemoved, !dropRemovedChildren(from: &newValue, of: node, slots: &slots, normalize: normalize) {
                // It cannot exist without an entity that was removed: it is not stored either.
                report({ $0.didFailedToStore(T.self, id: id, error: StampError.tooOld(current: node.stamp, received: self.stamp ?? .nan)) })
                if isNew {
                    table.nodes[id] = nil
                    node.isRemoved = true
                }
                return StoreOutcome(node: node, differs: true, isRejected: true)
            }
        }
        report({ $0.didStore(T.self, id: id) })

        if !isNew, table.isUnchanged(node.value, newValue) {
            // Equal values have the same children at the same places: the existing slots stay valid.
            if let stamp { node.stamp = stamp }
            return StoreOutcome(node: node, differs: pulled)
        }
        if !isNew, mayRepeatIDs, table.canCompare, node.set(.saved, in: generation) {
            let original = node.value
            savedValues[ObjectIdentifier(node)] = { [unowned(unsafe) node] in table.isUnchanged(node.value, original) }
        }
        if isNew {
            node.value = newValue
        } else {
            replaceValue(of: node, with: newValue)
        }
        if let stamp { node.stamp = stamp }
        if normalize != nil {
            replaceChildren(of: node, with: slots)
        }
        if !isNew || node.parents != nil {
            markChanged(node)
        }
        return StoreOutcome(node: node, differs: pulled)
    }

    /// Replaces `node`'s value; the old one is released after the lock, since releasing a value may run a
    /// `deinit` that calls the store.
    @inlinable
    func replaceValue<T>(of node: EntityNode<T>, with newValue: T) {
        if !_isPOD(T.self) {
            retiredValues.append(node.value)
        }
        node.value = newValue
        node.version &+= 1
    }

    // MARK: Aliases and collections

    /// Gives `node` new children; the old slots are released after the lock. A new slot that closes a cycle
    /// makes the store watch the cycle (entities holding each other are released by the store, not by
    /// reference counting alone).
    @usableFromInline
    func replaceChildren<T>(of node: EntityNode<T>, with slots: ContiguousArray<Slot>) {
        let (old, closesCycle) = node.relink(to: slots)
        replacedSlots.append(contentsOf: old)
        if closesCycle {
            store.cycles.watch(node)
        }
    }

    /// Points the alias `node` at `child`, or does nothing when it already does (changes of `child` reach the
    /// alias through propagation).
    @usableFromInline
    func link<T>(alias node: EntityNode<T?>, to child: EntityNode<T>) {
        if node.children.count == 1, node.children[0].child === child { return }
        let slot = ValueSlot<T?, T>(parent: node, child: child, drop: { value in
            value = nil
            return true
        }) { $0.value = $1.value }
        replacedSlots.append(contentsOf: node.relink(to: [slot]).old)
        replaceValue(of: node, with: child.value)
        markChanged(node)
    }

    /// Points the collection alias `node` at `children`, in order.
    ///
    /// The alias keeps following its elements when `C` is a `MutableCollection` (such as `Array`); other
    /// collections are kept as stored.
    @usableFromInline
    func link<C: Collection>(alias node: EntityNode<C?>, to content: C, elements children: [EntityNode<C.Element>]) {
        // Already following these elements, in this order: their changes reach the alias by propagation.
        if let current = node.value, children.isEmpty
            ? current.isEmpty
            : node.children.count == children.count && zip(node.children, children).allSatisfy({ $0.child === $1 }) {
            return
        }
        replaceValue(of: node, with: content)
        let slots = CollectionAliasLinking.slots(for: node, elements: children)
        replacedSlots.append(contentsOf: node.relink(to: slots).old)
        markChanged(node)
    }

    /// Sets the alias `node` to `wrapper`, a value that is not an entity but holds some (search results, say):
    /// each entity it holds is stored in its own node, and the alias follows them as an aggregate would.
    @usableFromInline
    func link<W: EntityWrapper>(alias node: EntityNode<W?>, toWrapper wrapper: W) {
        var value: W? = wrapper
        var scope = NormalizeScope<W?>(operation: self, parent: node)
        for keyPath in wrapper.wrappedEntitiesKeyPaths(relativeTo: \W?.!) {
            keyPath.normalize(&value, &scope)
        }
        replaceChildren(of: node, with: scope.slots)
        replaceValue(of: node, with: value)
        markChanged(node)
    }

    /// Empties an alias: its observers see nil and what only it held is released.
    func clear<T>(alias node: EntityNode<T?>) {
        replacedSlots.append(contentsOf: node.relink(to: []).old)
        replaceValue(of: node, with: nil)
        markChanged(node)
    }

    /// Cuts `node` from its children (``EntityStore/removeAll()``).
    func detachChildren(of node: NodeBase) {
        replacedSlots.append(contentsOf: node.detachChildren())
    }

    /// Creates the node behind a collection observer: an array that follows its elements.
    @inlinable
    func makeCollectionNode<E>(of elements: [EntityNode<E>]) -> EntityNode<[E]> {
        var values: [E] = []
        values.reserveCapacity(elements.count)
        for element in elements {
            values.append(element.value)
        }
        let node = EntityNode<[E]>(value: values)
        var slots = ContiguousArray<Slot>()
        slots.reserveCapacity(elements.count)
        let drop: ElementSlot<[E], [E]>.Drop = { value, index in
            value.remove(at: index)
            return true
        }
        for index in elements.indices {
            slots.append(ElementSlot<[E], [E]>(parent: node, child: elements[index], index: index, drop: drop) { $0.value[$1] = $2.value })
        }
        _ = node.relink(to: slots)
        return node
    }

    // MARK: Reports

    /// Queues a logger report. Inlined so that the closure is never built when the store has no logger.
    @inlinable
    func report(_ body: @autoclosure () -> (Logger) -> Void) {
        if isLogging {
            reports.append(body())
        }
    }

    /// Ends the call: hands back what must be released or run once the lock is released.
    func end() -> WriteLeftovers {
        replacedSlots.append(contentsOf: store.cycles.takeCutSlots())
        guard !reports.isEmpty || !replacedSlots.isEmpty || !dirty.isEmpty || !retiredValues.isEmpty else {
            return WriteLeftovers()
        }
        let leftovers = WriteLeftovers(
            reports: reports, slots: replacedSlots, values: retiredValues, savedValues: savedValues, isDeep: isDeep
        )
        reports = []
        replacedSlots = []
        retiredValues = []
        savedValues = [:]
        dirty.removeAll(keepingCapacity: true)
        return leftovers
    }
}
