/// A node as the base (the store without its open optimistic layers) has it, recorded by the ``LayerJournal`` when
/// a layer first changes it: putting every copy back undoes the layers exactly, since every node a write changes
/// is recorded before it changes (see `WriteEngine.willModify(_:)`).
///
/// The table entry and tombstone of an entity are recorded only when a layer removes it (``entry``), and an alias's
/// stamp only when a layer stores under it (``aliasStamp``): nothing else changes them. A copy holds the node, its
/// value and its slots strongly, so what a layer replaced stays alive until the layers are undone or folded into
/// the base. Guarded by the store's lock, like the nodes it copies.
struct NodeCopy: NodeRecord {
    /// The node as the base shows it: removed or not, its version and its value (nil for a node a layer made).
    let base: ShownValue
    /// Whether a layer made the node: undoing the layer takes it out of its table again, as removed.
    let isCreated: Bool
    private let stamp: Stamp
    /// The slots, and the position of each in its parent's array (a removal renumbers slots in place).
    let children: ContiguousArray<Slot>
    private let positions: [Int]
    /// Puts back the node's table entry and its id's tombstone, once a layer removes the entity (or made it).
    var entry: (() -> Void)?
    /// The alias whose node this is, once a layer stores under it (see ``recordAlias(_:)``).
    private(set) var alias: AnyAlias?
    /// The alias's stamp in the base, for an alias's node a layer stored under. (Kept beside ``alias`` rather than
    /// in a tuple with it: an optional tuple is destroyed through the runtime's generic tuple code, on every copy.)
    private(set) var aliasStamp: Stamp?

    /// A copy of the node of `base`, which shows the node as it is now (its value may be shared with the event's
    /// shown value).
    init(_ base: ShownValue) {
        self.base = base
        isCreated = false
        stamp = base.node.stamp
        children = base.node.childSlots
        positions = children.isEmpty ? [] : children.map(\.arrayPosition)
    }

    /// The copy of `node`, which a layer just made in `state` (the table already lists it).
    init(created node: NodeBase, in state: StoreState) {
        base = ShownValue(created: node)
        isCreated = true
        stamp = node.stamp
        children = []
        positions = []
        entry = state.table(of: node)?.entryRestore(of: node, isListed: false)
    }

    /// The node copied.
    var node: NodeBase { base.node }

    /// The value (see ``NodeBase/heldValue()``); nil for a node a layer made.
    var baseValue: HeldValue? { base.value }

    /// Whether the node was removed (or not made yet).
    var isRemoved: Bool { base.wasRemoved }

    /// The stamp the base has for the node: nil when no stamped write set it.
    var recordedStamp: Stamp? { stamp.isNaN ? nil : stamp }

    /// Records that a layer is about to store under `alias`, whose node this is: its stamp, to put back.
    mutating func recordAlias(_ alias: AnyAlias) {
        self.alias = alias
        aliasStamp = alias.recordedStamp
    }

    /// Whether putting the copy back is a plain write of the node's value (and slots): no layer made the node,
    /// removed it or stored under an alias.
    var isPlainWrite: Bool {
        baseValue != nil && !isRemoved && !node.isRemoved && entry == nil && alias == nil
    }

    /// Puts back a copy that ``isPlainWrite`` as a plain write does: the node's value is swapped with the copy's
    /// (which then holds the value the layers showed, released after the lock with the copy), and the node is
    /// marked changed when what it shows differs, so that the write notifies its observers (once, as any write
    /// does) and refreshes its parents.
    func restoreAsWrite(in engine: WriteEngine) {
        guard let baseValue else { return }
        baseValue.swapWithNode()
        node.stamp = stamp
        restoreSlots(in: engine)
        if baseValue.isNodeValueUnchanged() != true {
            node.noteValueChanged()
            engine.markChanged(node)
        }
    }

    /// Puts the node back as it was copied, silently: nothing is marked changed. What it replaces (slots, the
    /// value) is released after the lock: by the engine, unless `isValueHeld` (the event's ``ShownValue`` of the
    /// node holds the value it replaces).
    func restore(in engine: WriteEngine, isValueHeld: Bool) {
        // The base shows no removal an open layer hides from observers.
        node.isRemovedByLayer = false
        if isCreated {
            entry?()
            node.isRemoved = true
            engine.retire(node.detachChildren())
            node.noteValueChanged()
            return
        }
        if let baseValue {
            if !isValueHeld {
                engine.leftovers.values.append(node.heldValue())
            }
            baseValue.restore()
        }
        node.noteValueChanged()
        node.stamp = stamp
        restoreSlots(in: engine)
        node.isRemoved = isRemoved
        entry?()
        alias?.restoreStamp(aliasStamp)
    }

    /// Puts the slots back, each at its position in its parent's array; the slots replaced are released after the
    /// lock.
    private func restoreSlots(in engine: WriteEngine) {
        for (slot, position) in zip(children, positions) where slot.arrayPosition != position {
            slot.moveToArrayPosition(position)
        }
        if !children.isEmpty || !node.childSlots.isEmpty {
            engine.retire(node.replaceChildSlots(with: children))
        }
    }
}
