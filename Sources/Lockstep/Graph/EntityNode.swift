/// One value in the entity graph: an entity, an alias, or the array behind a collection observer.
///
/// The store's registry holds the node (``NodeRegistry``); it owns its slots, which reference its children, and
/// its children's parent links reference it, neither retaining. It lives while an observer, a subscription, a
/// live parent or an alias holds it (see `StoreState+Liveness.swift`).
/// Every field is guarded by the owning store's lock.
@usableFromInline
final class EntityNode<T>: NodeBase {
    // Invariant: guarded by the store's lock, like every node field.
    @usableFromInline var value: T
    /// Where this node's children sit inside `value`. Kept in the links, so that a node without children (most
    /// nodes) is a word smaller; setting no slots makes none.
    @usableFromInline
    var children: ContiguousArray<Slot> {
        get { links?.children ?? [] }
        set { if links != nil || !newValue.isEmpty { madeLinks.children = newValue } }
    }

    /// Creates a node holding `value`, stamped with `stamp` if any.
    @inlinable
    init(value: T, stamp: Stamp? = nil) {
        self.value = value
        super.init(stamp: stamp)
    }

    override func appendNotification(to pending: inout [PendingNotification], deep: Bool) {
        // Not bound to a local: a local would hold the links across the calls below, a retain and a release more.
        guard links?.observers.isEmpty == false || observation != nil else { return }
        pending.append(NodeNotification(self, deep: deep))
    }

    /// For the node behind a collection observer that nobody has read or observed yet, gives it its value and
    /// its slots now (see ``PendingElements``); returns the slots they replace, to be released after the lock,
    /// or nil when there was nothing to do. Call with the lock held. O(1) when there is nothing to do.
    @inlinable
    func linkPendingElements() -> ContiguousArray<Slot>? {
        // A slot without a child is a `PendingElements`, or a live list's (which stays).
        guard let first = children.first, first.child == nil, let pending = first as? PendingElements else { return nil }
        return pending.link(self)
    }

    /// The node's `NodeObservation`, created on first use where Observation exists. Call with the lock held.
    /// Inlinable, so that a read of a node already read costs a load, not a call.
    @inlinable
    func observation() -> AnyObject? {
        if let observation { return observation }
        return makeObservation()
    }

    /// Creates the node's `NodeObservation` (see ``observation()``), which replaces its links, taking over what they
    /// hold. Nothing holds a node's links across a read, so nothing keeps using the replaced ones.
    @usableFromInline
    func makeObservation() -> AnyObject? {
        guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return nil }
        let created = NodeObservation(replacing: links, isRemoved: isRemoved)
        links = created
        hasObservation = true
        return created
    }

    override func heldValue() -> HeldValue {
        // Rarely needed outside the normalizer (which copies with its table's comparison, see
        // `WriteEngine.willModifyEntity`), as by propagation once an id repeated: the comparison is looked up on
        // the spot.
        TypedHeldValue(of: self, equals: EqualityWitness.make(for: T.self), comparesBits: !(T.self is AnyObject.Type))
    }

    override var childSlots: ContiguousArray<Slot> { children }

    override var hasChildSlots: Bool { !children.isEmpty }

    override func valueBox() -> Any { value }

    override func restoreValue(_ box: Any) {
        // `box` came from `valueBox()` of this node, so it holds a `T`.
        value = box as! T
    }

    override func detachedCopy(holding box: Any) -> NodeBase {
        // `box` came from `valueBox()` of a node of this type, so it holds a `T`.
        EntityNode(value: box as! T)
    }

    override var valueType: ObjectIdentifier { ObjectIdentifier(T.self) }

    override func removeSlotsOfRemovedChildren(into dropped: inout ContiguousArray<Slot>) {
        // Slots of one array come in a run of increasing positions; every removed element moves the later
        // elements of its run down by one.
        var kept: ContiguousArray<Slot> = []
        kept.reserveCapacity(children.count)
        var run: (type: ObjectIdentifier, lastIndex: Int)?
        var shift = 0
        for slot in children {
            let index = slot.arrayPosition
            let type = ObjectIdentifier(Swift.type(of: slot))
            if index < 0 || run?.type != type || index <= run?.lastIndex ?? 0 {
                shift = 0
            }
            run = index >= 0 ? (type, index) : nil
            if slot.holdsRemovedChild {
                shift += 1
                dropped.append(slot)
                continue
            }
            if index >= 0, shift > 0 {
                slot.moveToArrayPosition(index - shift)
            }
            kept.append(slot)
        }
        children = kept
        // The removed children keep their links to this node: the removal drops all their links at once, which
        // for an entity held by a thousand parents costs less than unlinking each.
    }

    override func replaceChildSlots(with slots: ContiguousArray<Slot>) -> ContiguousArray<Slot> {
        relink(to: slots).old
    }

    override func removeObserver(_ registration: any RegisteredObserver) -> (any RegisteredObserver)? {
        guard let links, let index = links.observers.firstIndex(where: { $0 === registration }) else { return nil }
        var observers = links.observers.takeAll()
        defer { links.observers = observers }
        return observers.remove(at: index)
    }

    /// Replaces the children with `slots` and links each child back to this node.
    ///
    /// - Returns: the previous slots, so that the caller releases them after the lock is released; and whether a new slot closes a cycle (its child holds this node, directly or not).
    @usableFromInline
    func relink(to slots: ContiguousArray<Slot>) -> (old: ContiguousArray<Slot>, closesCycle: Bool) {
        unlinkFromChildren()
        var closesCycle = false
        for (index, slot) in slots.enumerated() {
            guard let child = slot.child else { continue }
            // Only a new link can close a new cycle: the same child at the same place was checked when it was
            // linked. A cycle also needs a path back into this node, so a node nothing holds skips the walk.
            let isNew = index >= children.count || children[index].child !== child
            if isNew, !closesCycle, child === self || parents != nil, child.reaches(self) {
                closesCycle = true
            }
            child.addParent(slot, parent: self)
        }
        let old = children
        children = slots
        return (old, closesCycle)
    }
}
