/// A node as the base (the store without its open optimistic layers) has it, recorded by the ``LayerJournal`` when
/// a layer first changes it: putting every copy back undoes the layers exactly, since every node a write changes
/// is recorded before it changes (see `WriteEngine.willModify(_:)`).
///
/// The table entry and tombstone of an entity are recorded only when a layer removes it (``entry``), and an alias's
/// stamp only when a layer stores under it (``aliasStamp``): nothing else changes them. A copy holds the node, its
/// value and its slots strongly, so what a layer replaced stays alive until the layers are undone or folded into
/// the base. Guarded by the store's lock, like the nodes it copies.
///
/// What only some copies need (slots, an entry, an alias) lives in ``NodeCopyExtras``, made when needed: the copy of
/// a leaf entity's value (a like, a follow) is three references and a few flags, cheap to move through the journal
/// and to release.
struct NodeCopy: NodeRecord {
    /// The node as the base shows it: removed or not, its version and its value (nil for a node a layer made).
    let base: ShownValue
    /// Whether a layer made the node: undoing the layer takes it out of its table again, as removed.
    let isCreated: Bool
    private let stamp: Stamp
    /// The slots and what a layer's removal or alias write changed; nil when none of them applies.
    // Spelled `Optional` so that it has no implicit nil default, set once by each initializer: with one, the
    // initializers copy the whole record.
    private var extras: Optional<NodeCopyExtras>

    /// A copy of the node of `base`, which shows the node as it is now (its value may be shared with the event's
    /// shown value).
    init(_ base: ShownValue) {
        let node = base.node
        stamp = node.stamp
        // A leaf entity (the usual case) has no slots to copy.
        extras = node.hasChildSlots ? NodeCopyExtras(children: node.childSlots) : nil
        isCreated = false
        self.base = base
    }

    /// The copy of `node`, which a layer just made in `state` (the table already lists it).
    init(created node: NodeBase, in state: StoreState) {
        base = ShownValue(created: node)
        isCreated = true
        stamp = node.stamp
        let extras = NodeCopyExtras(children: [])
        extras.entry = state.table(of: node)?.entryRestore(of: node, isListed: false)
        self.extras = extras
    }

    /// The node copied.
    var node: NodeBase { base.node }

    /// The value (see ``NodeBase/heldValue()``); nil for a node a layer made.
    var baseValue: HeldValue? { base.value }

    /// Whether the node was removed (or not made yet).
    var isRemoved: Bool { base.wasRemoved }

    /// The stamp the base has for the node: nil when no stamped write set it.
    var recordedStamp: Stamp? { stamp.isNaN ? nil : stamp }

    /// Puts back the node's table entry and its id's tombstone, once a layer removes the entity (or made it).
    var entry: (() -> Void)? {
        get { extras?.entry }
        set { madeExtras.entry = newValue }
    }

    /// The alias whose node this is, once a layer stores under it (see ``recordAlias(_:)``).
    var alias: AnyAlias? { extras?.alias }

    /// The alias's stamp in the base, for an alias's node a layer stored under.
    var aliasStamp: Stamp? { extras?.aliasStamp }

    /// The slots as the base has them, in the order the node holds them.
    var children: ContiguousArray<Slot> { extras?.children ?? [] }

    /// ``extras``, made if the copy had none. The journal's copy is the only one changed (under the store's lock),
    /// so sharing the object between copies of the record is harmless.
    private var madeExtras: NodeCopyExtras {
        mutating get {
            if let extras { return extras }
            let made = NodeCopyExtras(children: [])
            extras = made
            return made
        }
    }

    /// Records that a layer is about to store under `alias`, whose node this is: its stamp, to put back.
    mutating func recordAlias(_ alias: AnyAlias) {
        let extras = madeExtras
        extras.alias = alias
        extras.aliasStamp = alias.recordedStamp
    }

    /// Whether putting the copy back is a plain write of the node's value (and slots): no layer made the node,
    /// removed it or stored under an alias.
    var isPlainWrite: Bool {
        baseValue != nil && !isRemoved && !node.isRemoved && entry == nil && alias == nil
    }

    /// Puts the node back as it was copied, silently: nothing is marked changed. The node's value is swapped with
    /// the copy's, which then holds the value the layers showed, released after the lock with the copy; the
    /// slots replaced are released after the lock too. The node's version moves on, since its value is another
    /// instance (see `ShownValue.heldValue`).
    func restore(in engine: WriteEngine) {
        // The base shows no removal an open layer hides from observers.
        node.isRemovedByLayer = false
        if isCreated {
            entry?()
            node.isRemoved = true
            engine.retire(node.detachChildren())
            node.noteValueChanged()
            return
        }
        baseValue?.swapWithNode()
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
        if let extras {
            for (slot, position) in zip(extras.children, extras.positions) where slot.arrayPosition != position {
                slot.moveToArrayPosition(position)
            }
        }
        // A leaf entity before and after (the usual case) has no slot to put back.
        if !children.isEmpty || node.hasChildSlots {
            engine.retire(node.replaceChildSlots(with: children))
        }
    }
}
