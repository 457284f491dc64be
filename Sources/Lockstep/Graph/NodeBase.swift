/// The type-erased part of a node in the entity graph: what propagation needs without knowing the value type.
///
/// Every field is guarded by the owning store's lock. Fields are kept
/// few and small: there is one node per stored entity, and what only stamped, linked, held, observed, read or
/// updated nodes use is in their ``NodeLinks``.
///
/// Stored fields are internal, not `@usableFromInline`, and code inlined into callers reaches them through the
/// accessors below, which are not inlined: the compiler checks every access to a class's stored `var` for exclusivity
/// at run time (about 90 instructions) unless it sees every access and proves that none overlaps another, which it
/// can only for a field no other module's inlined code touches (and, in practice, not for a collection changed in
/// place).
@usableFromInline
class NodeBase {
    /// `marks` (bits 0–7), `flags` (bits 8–15) and the write generation the marks belong to (bits 16–63: the
    /// low 48 bits of the store's generation), in one word. Marks from an older generation are all unset, so a
    /// new write starts clean without visiting any node. Only the low 48 bits are kept so that the node has one
    /// word for all three: a mark left from a write exactly a multiple of 2^48 writes ago (nine years of a million
    /// writes a second) would read as set.
    // Invariant: guarded by the store's lock.
    final var bits: UInt64 = 0

    /// The fields a node needs only once something links, holds, observes, stamps, reads or updates it; nil until
    /// then (see ``NodeLinks``). Once the node is read, its `NodeObservation` (see ``observation``).
    final var links: NodeLinks?

    /// The node's position in the store's ``NodeRegistry``; -1 while it is not registered (an alias's node, a removed
    /// entity, the node behind a collection observer nobody read yet).
    @usableFromInline
    final var registryIndex: Int {
        get { Int(registryPosition) }
        set { registryPosition = Int32(newValue) }
    }
    /// ``registryIndex``, stored in half a word (tables store positions as `Int32` too), so that ``ordinal`` takes
    /// the other half and a node is no larger than without it.
    final var registryPosition: Int32 = -1
    /// When the store first registered the node, relative to its other nodes: the order of live lists whose
    /// comparator ties (see ``NodeRegistry/add(_:)``). 0 until registered; kept when the node leaves the registry.
    final var ordinal: UInt32 = 0

    /// Whether the store registered this node before `other` (see ``ordinal``): how live lists' inlined search
    /// breaks ties, through a call rather than an exclusivity check on each read of the field.
    @usableFromInline
    final func isRegistered(before other: NodeBase) -> Bool { ordinal < other.ordinal }

    /// The stamp of the last accepted stamped write; NaN until a write carries one. No stamp compares lower
    /// than or equal to NaN, so an unstamped node accepts any stamp, `-infinity` included. Kept in the links:
    /// setting NaN makes none.
    @usableFromInline
    final var stamp: Stamp {
        get { links?.stamp ?? .nan }
        set { if links != nil || !newValue.isNaN { madeLinks.stamp = newValue } }
    }

    /// The node's links, made now if it has none yet. Call with the store's lock held.
    @usableFromInline
    final var madeLinks: NodeLinks {
        if let links { return links }
        let made = NodeLinks()
        links = made
        return made
    }

    /// The slots of the nodes holding this one, one ``ParentLink`` each, side by side in one array, so that
    /// propagating a shared entity to a thousand parents reads one array in order; nil while there are none.
    /// Walk the array read once: reading the field for each link would check it for exclusivity each time.
    @usableFromInline
    final var parents: ContiguousArray<ParentLink>? { links?.parents }

    /// Records that `slot` of `parent` holds this node. O(1) amortized: past a few links, they are indexed by
    /// slot, for ``removeParent(_:)``.
    final func addParent(_ slot: Slot, parent: NodeBase) {
        let links = madeLinks
        let link = ParentLink(node: parent, slot: slot)
        guard var parents = links.parents.take() else {
            // Most entities have one parent: an array of exactly one, without the growth path's overhead.
            links.parents = [link]
            return
        }
        parents.append(link)
        if !links.parentPositions.isEmpty {
            links.parentPositions[ObjectIdentifier(slot)] = parents.count - 1
        } else if parents.count > 8 {
            for (index, link) in parents.enumerated() {
                links.parentPositions[link.id] = index
            }
        }
        links.parents = parents
    }

    /// Forgets the link of `slot`, if it holds this node. O(1).
    final func removeParent(_ slot: Slot) {
        guard let links, var parents = links.parents.take() else { return }
        let id = ObjectIdentifier(slot)
        let isIndexed = !links.parentPositions.isEmpty
        if let index = isIndexed ? links.parentPositions[id] : parents.firstIndex(where: { $0.id == id }) {
            let last = parents.removeLast()
            if index < parents.count {
                // The last link takes the removed one's place.
                parents[index] = last
                if isIndexed { links.parentPositions[last.id] = index }
            }
            if isIndexed { links.parentPositions[id] = nil }
        }
        links.parents = parents.isEmpty ? nil : parents
    }

    /// Drops every link to a parent at once (a removed entity's).
    final func removeAllParents() {
        links?.parents = nil
        links?.parentPositions = [:]
    }

    /// Active subscriptions, in subscription order; each is an `ObserverRegistration<T>` of the node's
    /// `EntityNode<T>`. The element type is not generic so that array operations here need no generic metadata
    /// lookup. Kept in the links: add through ``madeLinks``.
    @usableFromInline
    final var observers: ContiguousArray<any RegisteredObserver> {
        links?.observers ?? []
    }

    /// The node's `NodeObservation`, once its value was read on a platform with Observation (typed `AnyObject`
    /// because the type needs newer Apple OSes than the package): its links then, the one subclass of
    /// ``NodeLinks`` (see `EntityNode.makeObservation()`).
    @usableFromInline
    final var observation: AnyObject? {
        hasObservation ? links : nil
    }

    /// `inCycle` (bit 0), `isCycleAnchor` (bit 1), `isNormalizing` (bit 2), `isRemoved` (bit 3), `isRemovedByLayer` (bit 5) and
    /// `hasObservation` (bit 6), packed into one byte of ``bits``.
    @usableFromInline
    final var flags: UInt8 {
        get { UInt8(truncatingIfNeeded: bits >> 8) }
        set { bits = bits & ~0xFF00 | UInt64(newValue) << 8 }
    }

    /// Changes whenever the value changes (and only then), so that `update` closures run outside the lock can
    /// detect a concurrent write and retry instead of overwriting it, while a write that changes nothing does
    /// not make them retry. Kept in the links and counted only once they exist, so reading it makes them: every
    /// change after a read is counted, which is all a comparison with a version read earlier needs. Read it with
    /// the store's lock held. Wrapping around is harmless, since it is only compared with the version read before
    /// one closure ran.
    @usableFromInline
    final var version: UInt32 {
        // Read in place when the links exist (the usual case): `madeLinks` hands them over retained.
        links?.version ?? madeLinks.version
    }

    /// Whether this node's nested entities are being normalized right now. A nested occurrence of such a node
    /// is a back-reference of a cycle (a person among their friends' friends): it is linked but not stored, so
    /// the truncated copy never overwrites the value being stored above it.
    @usableFromInline
    final var isNormalizing: Bool {
        get { flags & 4 != 0 }
        set { flags = newValue ? flags | 4 : flags & ~4 }
    }

    /// Whether this node was found in a cycle of slots (entities holding each other), which propagation handles
    /// apart (see `WriteEngine+Cycles.swift`). It may stay set after the cycle is gone: that only costs a check.
    @usableFromInline
    final var inCycle: Bool {
        get { flags & 1 != 0 }
        set { flags = newValue ? flags | 1 : flags & ~1 }
    }

    /// Whether this node is the anchor of its cycle: a new slot of it closed the cycle when it was linked. Every
    /// cycle has one: the copy of the cycle in an anchor's value is unrolled once from it, and ends on a truncated
    /// copy of it (rule 12, see `WriteEngine.refreshCycles(into:)`).
    final var isCycleAnchor: Bool {
        get { flags & 2 != 0 }
        set { flags = newValue ? flags | 2 : flags & ~2 }
    }

    /// Whether the entity was removed (``EntityStore/remove(_:id:modifiedAt:)``): it is out of its table, its
    /// parents no longer hold it, and its observers were told (unless ``isRemovedByLayer``). A later store of its
    /// id makes a new node.
    @usableFromInline
    final var isRemoved: Bool {
        get { flags & 8 != 0 }
        set { flags = newValue ? flags | 8 : flags & ~8 }
    }

    /// Whether the node was removed by an open optimistic layer only: the base (the server's data) still has it.
    /// Readers see it removed (`find`, parents, aliases, `EntityObserver.isRemoved`), but its observers are not
    /// told, since a rollback brings it back; they are once the removal reaches the base (the layer committed, or
    /// the server's own removal). Set by the layer journal, cleared when the base is put back or the layer
    /// committed; false while the node is not removed.
    @usableFromInline
    final var isRemovedByLayer: Bool {
        get { flags & 32 != 0 }
        set { flags = newValue ? flags | 32 : flags & ~32 }
    }

    /// What a notification of this node tells its observers, from what readers see now. Call with the store's
    /// lock held.
    @usableFromInline
    final var notificationKind: NotificationKind {
        NotificationKind(flags: flags)
    }

    /// Whether the node's links are its `NodeObservation` (see ``observation``): set once, by its first read. A bit
    /// rather than a test of the links' class, which would cost a call to the class's metadata accessor on every
    /// read and every notified node.
    @usableFromInline
    final var hasObservation: Bool {
        get { flags & 64 != 0 }
        set { flags = newValue ? flags | 64 : flags & ~64 }
    }

    /// Whether a change of this node reaches `parent` only once the cycle they are in is unrolled again: the
    /// link closes a cycle at its anchor (see `WriteEngine.refreshCycles(into:)`). Propagation never follows
    /// such a link, so the links it follows hold no cycle.
    @usableFromInline
    final func reachesOnlyThroughItsCycle(_ parent: NodeBase) -> Bool {
        parent.isCycleAnchor && inCycle
    }

    /// The stamp of the last accepted stamped write, or nil when none carried one.
    @usableFromInline
    final var recordedStamp: Stamp? { stamp.isNaN ? nil : stamp }

    @usableFromInline
    init(stamp: Stamp?) {
        if let stamp {
            links = NodeLinks(stamp: stamp)
        }
    }

    /// Records that the value changed (see ``version``).
    @usableFromInline
    final func noteValueChanged() {
        links?.version &+= 1
    }

    /// Whether `mark` is set in write `generation`.
    @usableFromInline
    final func has(_ mark: NodeMark, in generation: UInt64) -> Bool {
        let mark: UInt64 = 1 &<< mark.rawValue
        return bits & ~0xFFFF == generation << 16 && bits & mark == mark
    }

    /// Sets `mark` in write `generation`; returns false when it was already set.
    @usableFromInline
    @discardableResult
    final func set(_ mark: NodeMark, in generation: UInt64) -> Bool {
        let mark: UInt64 = 1 &<< mark.rawValue
        if bits & ~0xFFFF != generation << 16 {
            bits = generation << 16 | bits & 0xFF00 | mark
            return true
        }
        let old = bits
        bits = old | mark
        return old & mark != mark
    }

    /// The current value, held in an object that can put it back and compare it (what the optimistic layers'
    /// journal keeps).
    func heldValue() -> HeldValue { HeldValue(self) }

    /// Unsets `mark` (in whatever write it was set).
    @usableFromInline
    final func unset(_ mark: NodeMark) {
        bits &= ~(1 &<< mark.rawValue)
    }

    /// The current value, boxed (rarely needed: cycles only).
    func valueBox() -> Any { () }

    /// Sets the value back to `box` (a value from ``valueBox()``), without telling anyone.
    func restoreValue(_ box: Any) {}

    /// A node of the same type holding `box` (a value from ``valueBox()``), in no table and linked to nothing:
    /// what a slot of this node's parents copies `box` from.
    func detachedCopy(holding box: Any) -> NodeBase { fatalError("abstract") }

    /// The type of the value, to find the node's table.
    var valueType: ObjectIdentifier { ObjectIdentifier(NodeBase.self) }

    /// Captures the current value for the node's observers, if it has any, at the end of `pending`. `deep`: the
    /// value comes from a write that reached deep data (see `PendingNotification.isDeep`).
    func appendNotification(to pending: inout [PendingNotification], deep: Bool) {}

    /// The slots through which this node holds its children.
    var childSlots: ContiguousArray<Slot> { [] }

    /// Whether the node holds children: ``childSlots`` is not empty (without retaining the array).
    var hasChildSlots: Bool { false }

    /// Whether `target` is this node or is held, directly or not, by this node's slots: if so, a slot of
    /// `target` holding this node closes a cycle. Visits only nodes that have children of their own; iterative,
    /// so that deep data cannot overflow the stack.
    final func reaches(_ target: NodeBase) -> Bool {
        if self === target { return true }
        var seen: Set<ObjectIdentifier> = []
        var pending: [NodeBase] = [self]
        while let node = pending.popLast() {
            for slot in node.childSlots {
                guard let child = slot.child else { continue }
                if child === target { return true }
                if !child.childSlots.isEmpty, seen.insert(ObjectIdentifier(child)).inserted {
                    pending.append(child)
                }
            }
        }
        return false
    }

    /// Calls `body` with each parent, once per slot holding this node.
    final func forEachParent(_ body: (NodeBase) -> Void) {
        for link in parents ?? [] {
            body(link.node)
        }
    }

    /// Cuts this node from its children and returns its slots, to be released after the lock.
    final func detachChildren() -> ContiguousArray<Slot> { replaceChildSlots(with: []) }

    /// Takes this node out of its children's parent links, leaving its slots as they are: for a dead node, dropped
    /// with them.
    final func unlinkFromChildren() {
        for slot in childSlots {
            guard let child = slot.child else { continue }
            child.removeParent(slot)
        }
    }

    /// Removes the slots whose child was removed, once the children were dropped from the value in place, and
    /// appends them to `dropped`, to be released after the lock. The children's links to this node stay: the
    /// removal drops every link of a removed entity at once (`WriteEngine.remove`).
    func removeSlotsOfRemovedChildren(into dropped: inout ContiguousArray<Slot>) {}

    /// Replaces this node's slots with `slots`; returns the old ones, to be released after the lock.
    func replaceChildSlots(with slots: ContiguousArray<Slot>) -> ContiguousArray<Slot> { [] }

    /// Removes `registration` from the observers and returns it, to be released after the lock.
    func removeObserver(_ registration: any RegisteredObserver) -> (any RegisteredObserver)? { nil }
}
