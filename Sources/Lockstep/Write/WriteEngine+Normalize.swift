// Normalization: storing a value stores every entity it nests first, each in its own node, and records where
// each one sits (its slots), so that later changes reach every copy.
extension WriteEngine {
    /// Writes `value` into its node (in `table`, the table of `T`) unless the write is stale.
    ///
    /// The stamp check is skipped for a node already written by this call: the same id twice in one call is
    /// not a stale write, the last occurrence wins.
    @inlinable
    func storeInNode<T: Identifiable>(
        _ value: T, normalize: Normalizer<T>?, in table: EntityTable<T>
    ) -> StoreOutcome<T> {
        let call = self.call
        if call.tracksShownCopies, let outcome = storeNextToShownCopy(value, in: table) {
            return outcome
        }
        let id = value.id
        let stamp = call.stamp
        if let stamp, stamp.isNaN {
            return refuseNaN(value, normalize: normalize, in: table)
        }
        if let received = stamp, let removedAt = table.removalStamp(of: id), received <= removedAt,
           table.node(for: id) == nil {
            // A late write of a removed entity: it must not bring it back, and a parent given it drops it.
            reportStale(T.self, id: id, current: removedAt, received: received)
            let removed = detachedNode(value)
            removed.isRemoved = true
            return (node: removed, differsFromGiven: false, isRejected: true)
        }
        // A new node is registered before its children are normalized, so that a child that holds it back (a
        // cycle) finds this node instead of creating a second one.
        var (node, isNew) = table.node(for: id) { EntityNode(value: value, stamp: stamp) }
        if isNew, call.isLayerEvent {
            // A layer applied again may make an entity it made before: in the same node (see `revive`).
            node = revive(node, id: id, in: table)
        }
        if !isNew {
            if node.isNormalizing {
                // A copy nested inside the value being stored (a cycle): truncated, it must not overwrite it.
                return (node: node, differsFromGiven: false, isRejected: false)
            }
            // An unstamped node's stamp is NaN, which no stamp is lower than or equal to.
            if let received = stamp, received <= node.stamp, !node.has(.written, in: call.generation) {
                // Stamped, since `received <= node.stamp` holds: NaN compares false.
                reportStale(T.self, id: id, current: node.recordedStamp, received: received)
                // The parent copies the stored value in place of the one given, unless they are the same.
                return (node: node, differsFromGiven: !table.isUnchanged(node.value, value), isRejected: true)
            }
        }
        if !node.set(.written, in: call.generation) {
            noteRepeatedID()
        }

        guard let normalize else {
            // A plain entity: the value given is the value stored, with no copy of it to normalize.
            return commit(value, id: id, to: node, isNew: isNew, in: table)
        }
        var newValue = value
        var scope = NormalizeScope<T>(engine: self, parent: node)
        scope.slots.reserveCapacity(isNew ? table.lastSlotCount : node.children.count)
        node.isNormalizing = true
        normalizeNested(&newValue, &scope, normalize)
        node.isNormalizing = false
        var slots = scope.slots
        table.lastSlotCount = slots.count
        var differsFromGiven = scope.differsFromGiven
        if scope.holdsRemoved {
            guard dropLateRemovedChildren(from: &newValue, of: node, slots: &slots, normalize: normalize) else {
                // It cannot exist without an entity that was removed: it is not stored either. Its stamp is not
                // the reason (the removed entity's refusal, reported before, is about a stamp).
                report({ $0.didFailedToStore(T.self, id: id, error: StoreError.holdsRemovedEntity) })
                state.changes.record(.rejectedHoldingRemovedEntity(ChangeEntity(T.self, id: id, stamp: stamp)))
                if isNew {
                    table.removeEntry(for: id)
                    node.isRemoved = true
                }
                return (node: node, differsFromGiven: true, isRejected: true)
            }
            // Its value now differs from the one given: a parent holding it must copy it.
            differsFromGiven = true
        }
        return commit(newValue, id: id, to: node, isNew: isNew, in: table, slots: slots, differsFromGiven: differsFromGiven)
    }

    /// Stores the entities `value` nests, one level deeper, on a fresh stack when this one runs out (see
    /// `StackGuard`). A cycle member stored over its node (a new node is in no cycle) first records the copies
    /// its stored value shows (see `normalizeNestedNextToShownCopies`).
    @inlinable
    func normalizeNested<T>(_ value: inout T, _ scope: inout NormalizeScope<T>, _ normalize: Normalizer<T>) {
        if scope.parent.inCycle {
            normalizeNestedNextToShownCopies(&value, &scope, normalize)
        } else {
            oneLevelDeeper { normalize(&value, &scope) }
        }
    }

    /// Runs `body`, which normalizes one level deeper into the data, on a fresh stack when this one runs out (see
    /// `StackGuard`).
    @usableFromInline
    func oneLevelDeeper(_ body: () -> Void) {
        stackGuard.depth += 1
        if stackGuard.depth % StackGuard.checkInterval == 0,
           stackGuard.isPastLimit || stackGuard.depth - stackGuard.depthOnThisStack >= StackGuard.levelsPerStack {
            stackGuard.isDeep = true
            let (callerLimit, callerDepth) = (stackGuard.limit, stackGuard.depthOnThisStack)
            StackGuard.runOnFreshStack { limit in
                stackGuard.limit = limit
                stackGuard.depthOnThisStack = stackGuard.depth
                body()
            }
            (stackGuard.limit, stackGuard.depthOnThisStack) = (callerLimit, callerDepth)
        } else {
            body()
        }
        stackGuard.depth -= 1
    }

    /// Refuses a write stamped NaN, which is newer and older than nothing: nothing is stored, and NaN never
    /// becomes a node's stamp (rule 2). A stored node is handed back as it is. A new aggregate is handed back
    /// detached, unstored, showing its children's stored values in place of the ones given (rule 14, as rule 3
    /// says for any refused child): each of them is refused in turn, so the walk stores nothing. A rare path:
    /// not inlined into callers.
    @usableFromInline
    func refuseNaN<T: Identifiable>(
        _ value: T, normalize: Normalizer<T>?, in table: EntityTable<T>
    ) -> StoreOutcome<T> {
        let id = value.id
        let stored = table.node(for: id)
        if stackGuard.depth == 0, let stamp {
            // Reported once, for the value the caller wrote: the entities it nests are not writes of their own.
            reportStale(T.self, id: id, current: stored?.recordedStamp, received: stamp)
        }
        if let stored {
            return (node: stored, differsFromGiven: true, isRejected: true)
        }
        let detached = detachedNode(value)
        guard let normalize else {
            return (node: detached, differsFromGiven: false, isRejected: true)
        }
        var newValue = value
        var scope = NormalizeScope<T>(engine: self, parent: detached)
        normalizeNested(&newValue, &scope, normalize)
        // A detached aggregate follows nothing and keeps nothing alive: the slots normalizing made are released
        // after the lock, and hold the nested detached nodes until then.
        retire(scope.slots)
        if scope.differsFromGiven {
            detached.value = newValue
        }
        return (node: detached, differsFromGiven: scope.differsFromGiven, isRejected: true)
    }

    /// Makes `value` the value of `node`, which a store accepted: `slots` are the children normalizing found in
    /// it (nil for a plain entity, which has none), and `differsFromGiven` says whether `value` differs from the
    /// value given. Leaves an unchanged node as it is.
    @inlinable
    func commit<T: Identifiable>(
        _ value: T,
        id: T.ID,
        to node: EntityNode<T>,
        isNew: Bool,
        in table: EntityTable<T>,
        slots: ContiguousArray<Slot>? = nil,
        differsFromGiven: Bool = false
    ) -> StoreOutcome<T> {
        let call = self.call
        // Whether an optimistic layer's journal now holds the value this write may replace.
        let isOldValueHeld = isNew ? false : willModifyEntity(node, of: table)
        if isNew {
            didCreate(node)
            // Stored again, newer than its removal: the tombstone has done its work.
            if !table.tombstones.isEmpty { table.tombstones[id] = nil }
        }
        report({ $0.didStore(T.self, id: id) })
        state.changes.record(.stored(ChangeEntity(T.self, id: id, stamp: call.stamp ?? node.recordedStamp)))

        if !isNew, table.isUnchanged(node.value, value) {
            // Equal values have the same children at the same places: the existing slots stay valid.
            if let stamp = call.stamp { node.stamp = stamp }
            return (node: node, differsFromGiven: differsFromGiven, isRejected: false)
        }
        // Saved only when a comparison can tell that the value is back to an earlier one (see
        // `WriteLeftovers.savedValues`).
        if !isNew, call.mayRepeatIDs, table.equals != nil || table.comparesBits, node.set(.saved, in: call.generation) {
            let original = node.value
            // Invariant: the check runs within this write, while the write's changed list holds `node`.
            saveCheck({ [unowned node] in table.isUnchanged(node.value, original) }, of: node)
        }
        if !isNew {
            replaceValue(of: node, with: value, isOldValueHeld: isOldValueHeld)
        } else if slots != nil {
            // The node was made with the value given; only normalizing can have changed it since.
            node.value = value
        }
        if let stamp = call.stamp { node.stamp = stamp }
        if let slots {
            replaceChildren(of: node, with: slots)
        }
        if !isNew || node.parents != nil {
            markChanged(node)
        }
        return (node: node, differsFromGiven: differsFromGiven, isRejected: false)
    }

    /// Replaces `node`'s value; the old one is released after the lock, since releasing a value may run a
    /// `deinit` that calls the store: kept here, unless `isOldValueHeld` (an optimistic layer's journal holds a
    /// copy of it until after the lock, see `willModifyEntity(_:)`).
    @inlinable
    func replaceValue<T>(of node: EntityNode<T>, with newValue: T, isOldValueHeld: Bool = false) {
        if !isOldValueHeld {
            retire(value: node.value)
        }
        node.value = newValue
        node.noteValueChanged()
    }

    /// A node of `value` in no table, which the write's slots may reference (a refused or removed entity): kept
    /// alive until after the lock, since slots do not retain their child.
    @usableFromInline
    func detachedNode<T>(_ value: T) -> EntityNode<T> {
        let node = EntityNode(value: value)
        state.hold(node)
        return node
    }
}
