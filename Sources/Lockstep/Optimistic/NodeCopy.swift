/// A node as the base (the store without its open optimistic layers) has it, recorded by the ``LayerJournal`` when
/// a layer first changes it: putting every copy back undoes the layers exactly, since every node a write changes
/// is recorded before it changes (see `WriteEngine.willModify(_:)`).
///
/// The table entry and tombstone of an entity are recorded only when a layer removes it (``entry``), and an alias's
/// stamp only when a layer stores under it (``aliasStamp``): nothing else changes them. A copy holds the node, its
/// value and its slots strongly, so what a layer replaced stays alive until the layers are undone or folded into
/// the base. An object, so that the journal moves one reference. Guarded by the store's lock, like the nodes it
/// copies.
final class NodeCopy: NodeRecord {
    // Invariant: every field is guarded by the store's lock.
    /// The node as the base shows it: removed or not, its version and its value (none for a node a layer made).
    let baseValue: HeldValue
    private let stamp: Stamp
    /// The slots as the base has them, in the order the node holds them, and the position of each in its parent's
    /// array (a removal renumbers slots in place).
    let children: ContiguousArray<Slot>
    private let positions: [Int]
    /// The slots' children, held: slots reference their child `unowned`, and a child the layers stopped holding
    /// must stay alive (and listed) for the slot put back to hold it again.
    private let childNodes: [NodeBase]
    /// Puts back the node's table entry and its id's tombstone, once a layer removes the entity (or made it).
    var entry: (() -> Void)?
    /// The alias whose node this is, once a layer stores under it (see ``recordAlias(_:)``), and its stamp in the
    /// base.
    private(set) var alias: AnyAlias?
    private(set) var aliasStamp: Stamp?

    /// A copy of the node of `base`, which shows the node as it is now (it may be the event's shown value). A node
    /// a layer just made has no slots yet.
    init(_ base: HeldValue) {
        baseValue = base
        stamp = base.node.stamp
        // A leaf entity (the usual case) has no slots to copy.
        children = base.node.hasChildSlots ? base.node.childSlots : []
        positions = children.map(\.arrayPosition)
        childNodes = children.compactMap(\.child)
    }

    /// The node copied.
    var node: NodeBase { baseValue.node }

    /// Whether a layer made the node: undoing the layer takes it out of its table again, as removed.
    var isCreated: Bool { baseValue.isCreated }

    /// Whether the node was removed (or not made yet).
    var isRemoved: Bool { baseValue.wasRemoved }

    /// The stamp the base has for the node: nil when no stamped write set it.
    var recordedStamp: Stamp? { stamp.isNaN ? nil : stamp }

    /// Records that a layer is about to store under `alias`, whose node this is: its stamp, to put back.
    func recordAlias(_ alias: AnyAlias) {
        self.alias = alias
        aliasStamp = alias.stamp
    }

    /// Puts the node back as it was copied, silently: nothing is marked changed. The node's value is swapped with
    /// the copy's, which then holds the value the layers showed, released after the lock with the copy; the
    /// slots replaced are released after the lock too. The node's version moves on, since its value is another
    /// instance (see `HeldValue.isCurrent`).
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
        baseValue.swapWithNode()
        node.noteValueChanged()
        node.stamp = stamp
        for (slot, position) in zip(children, positions) where slot.arrayPosition != position {
            slot.moveToArrayPosition(position)
        }
        // A leaf entity before and after (the usual case) has no slot to put back.
        if !children.isEmpty || node.hasChildSlots {
            engine.retire(node.replaceChildSlots(with: children))
        }
        node.isRemoved = isRemoved
        entry?()
        alias?.stamp = aliasStamp
    }
}
