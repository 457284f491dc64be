// Removal: an entity deleted everywhere in one write, as a database with foreign keys would (set null,
// cascade), so that no parent keeps showing it.
extension WriteEngine {
    /// Removes `node` (an entity of a table) and everything that cannot exist without it:
    ///
    /// - each parent that holds it drops it: an optional becomes nil, a collection loses the element, a
    ///   wrapper that can go (optional, or in a collection) goes; the parent's slots are rebuilt and the
    ///   change propagates as any other;
    /// - a parent that holds it where it cannot be dropped (a non-optional property, a non-optional wrapper, a
    ///   collection that cannot remove elements) is removed too, and so on up (cascade); an alias holding it is
    ///   emptied instead;
    /// - every removed node leaves its table, lets go of its children and tells its observers.
    ///
    /// First everything that must go is found, then the parents that stay drop what they held: a parent
    /// removed by the cascade keeps, as its last value, the value it had.
    ///
    /// O(parents of the removed entities, and the size of the values rebuilt).
    func remove(_ node: NodeBase) {
        // The removal's event goes before those of the aliases it empties, though the cascade is known only at
        // the end.
        let eventPosition = state.changes.pending.count
        var removed: [NodeBase] = []
        var pending: [NodeBase] = [node]
        markRemoved(node)
        // Parents that may keep existing, each once (marked `.staying`), in the order met.
        var staying: [NodeBase] = []
        while !pending.isEmpty {
            // Close over the cascade: a parent holding a removed entity where it cannot be dropped goes too. Each
            // victim's links name the parents' slots holding it: only those are asked, not every slot of the
            // parent (each a cache miss, with the child it holds, for a thousand parents).
            while let victim = pending.popLast() {
                removed.append(victim)
                for link in victim.parents ?? [] {
                    guard case let parent = link.node, !parent.isRemoved else { continue }
                    if !link.slot.canDrop, state.alias(of: parent) == nil {
                        markRemoved(parent)
                        pending.append(parent)
                    } else if parent.set(.staying, in: generation) {
                        willModify(parent)
                        staying.append(parent)
                    }
                }
            }
            // Then the parents that stay drop their removed children. A drop can still fail (an enum case
            // whose accessor ignores nil, a collection that cannot remove elements): that parent goes too, and
            // the cascade continues from it.
            for parent in staying where !parent.isRemoved && parent.childSlots.contains(where: \.holdsRemovedChild) {
                guard !dropRemovedChildren(ofStayingParent: parent) else { continue }
                if let alias = state.alias(of: parent) {
                    alias.clear(in: self)
                } else {
                    markRemoved(parent)
                    pending.append(parent)
                }
            }
        }
        for parent in staying {
            parent.unset(.staying)
        }
        if state.changes.isListening, let entity = state.table(of: node)?.changeEntity(node, stamp: stamp) {
            let cascade = removed.dropFirst().compactMap { state.table(of: $0)?.changeEntity($0, stamp: stamp) }
            state.changes.record(.removed(entity, cascade: cascade), at: eventPosition)
        }
        for victim in removed {
            if let report = state.table(of: victim)?.forget(victim, stamp: stamp, reporting: isLogging) {
                appendReport(report)
            }
            retire(victim.detachChildren())
            // Its parents unlinked nothing from it (see `EntityNode.removeSlotsOfRemovedChildren`): every link
            // goes at once, before propagation could write it into a slot that no longer holds it.
            victim.removeAllParents()
            // An `update` that read it before must not commit: its retry finds nothing to update.
            victim.noteValueChanged()
            markChanged(victim)
        }
    }

    /// Empties every alias (``EntityStore/removeAllAlias()``, ``EntityStore/removeAll()``).
    func clearAllAliases() {
        for alias in state.aliases.values {
            alias.clear(in: self)
        }
    }

    /// Forgets every entity (``EntityStore/removeAll()``): the tables are emptied and the links between the nodes
    /// still alive are cut, so that cycles between them are released too. Returns those nodes, for the caller to
    /// release after the lock.
    func forgetAllEntities() -> [NodeBase] {
        let live = state.clearAllTables()
        for node in live {
            retire(node.detachChildren())
        }
        return live
    }

    /// Drops every removed child from `parent`'s value, last slot first (so that the positions of the slots
    /// still to drop stay valid), then fixes its slots: in place when only optionals and array elements were
    /// dropped (later elements' slots are renumbered), otherwise by rebuilding them from the value. Returns
    /// false, with the value unchanged, when some child cannot be dropped: the parent is then removed too.
    ///
    /// What the drops free (copies of removed entities) shares its storage with the removed nodes, which this
    /// write holds until after the lock: nothing is freed here.
    private func dropRemovedChildren(ofStayingParent parent: NodeBase) -> Bool {
        guard let drop = dropRemovedChildrenFromStoredValue(of: parent) else { return false }
        if drop == .reshaped {
            rebuildChildren(of: parent)
        } else {
            var retired = leftovers.slots.takeAll()
            parent.removeSlotsOfRemovedChildren(into: &retired)
            leftovers.slots = retired
        }
        parent.noteValueChanged()
        markChanged(parent)
        // A single-value alias holding the removed entity is now empty: for listeners, as removed as if cleared.
        if state.changes.isListening, let alias = state.alias(of: parent), !alias.hasValue {
            state.changes.record(alias.removedChange)
        }
        return true
    }

    /// Drops every removed child from `parent`'s value (not from its slots); returns `.reshaped` when some drop
    /// reshaped the value, `.inPlace` otherwise, and nil, with the value unchanged, when a drop failed.
    ///
    /// A function of its own so that its copy of the slot list is gone before the caller edits the list in
    /// place (a copy still alive would make that edit copy the list).
    private func dropRemovedChildrenFromStoredValue(of parent: NodeBase) -> SlotDrop? {
        var result = SlotDrop.inPlace
        // A drop that fails after others succeeded must not leave the parent with a value it never had: keep
        // the value first, when there is more than one child to drop (a first failure changes nothing).
        let slots = parent.childSlots
        var removedChildren = 0
        for slot in slots where slot.holdsRemovedChild {
            removedChildren += 1
            if removedChildren == 2 { break }
        }
        let before = removedChildren > 1 ? parent.valueBox() : nil
        for slot in slots.reversed() where slot.holdsRemovedChild {
            switch slot.dropChild() {
            case .failed:
                if let before {
                    parent.restoreValue(before)
                }
                return nil
            case .reshaped:
                result = .reshaped
            case .inPlace:
                break
            }
        }
        return result
    }

    /// Gives `parent` slots that match its value after drops: an aggregate is normalized again (its children
    /// are stored unchanged, so nothing else changes), an alias is linked again. No other node is reshaped: a
    /// collection observer's elements are an array's, dropped in place.
    private func rebuildChildren(of parent: NodeBase) {
        let stamp = self.stamp
        self.stamp = nil   // the children are stored as they are, not as part of the removal
        defer { self.stamp = stamp }
        // The alias or table hands back the typed step (only it knows the value type); the engine runs it.
        let step = if let alias = state.alias(of: parent) {
            alias.relinkStep
        } else {
            state.table(of: parent)?.childRebuild(of: parent)
        }
        step?(self)
    }

    /// Drops, from a value being stored, the children that turned out to be removed (a late response holding
    /// an entity removed since), then normalizes the value again so that its slots match. Returns false when a
    /// removed child cannot be dropped: then the value cannot be stored.
    @usableFromInline
    func dropLateRemovedChildren<T>(
        from value: inout T,
        of node: EntityNode<T>,
        slots: inout ContiguousArray<Slot>,
        normalize: Normalizer<T>
    ) -> Bool {
        // The slots write into their parent's node: lend it the value being stored meanwhile.
        swap(&node.value, &value)
        var dropped = true
        for slot in slots.reversed() where slot.holdsRemovedChild {
            guard slot.dropChild() != .failed else {
                dropped = false
                break
            }
        }
        swap(&node.value, &value)
        guard dropped else { return false }
        var scope = NormalizeScope<T>(engine: self, parent: node)
        normalize(&value, &scope)
        slots = scope.slots
        return true
    }

    /// Stores `value` in `node` again, through `normalize`, to rebuild its slots.
    @usableFromInline
    func renormalize<T>(_ node: EntityNode<T>, _ normalize: Normalizer<T>) {
        var value = node.value
        var scope = NormalizeScope<T>(engine: self, parent: node)
        node.isNormalizing = true
        normalize(&value, &scope)
        node.isNormalizing = false
        replaceValue(of: node, with: value)
        replaceChildren(of: node, with: scope.slots)
    }
}
