/// A node as the base (the store without its open optimistic layers) has it, recorded by the ``LayerJournal`` when
/// a layer first changes it: putting every copy back undoes the layers exactly, since every node a write changes
/// is recorded before it changes (see `WriteEngine.willModify(_:)`).
///
/// The table entry and tombstone of an entity are recorded only when a layer removes it (``entry``), and an alias's
/// stamp only when a layer stores under it (``aliasStamp``): nothing else changes them. A copy holds the node, its
/// value and its slots strongly, so what a layer replaced stays alive until the layers are undone or folded into
/// the base. Guarded by the store's lock, like the nodes it copies.
struct NodeCopy: NodeRecord {
    /// The node copied.
    let node: NodeBase
    /// Whether a layer made the node: undoing the layer takes it out of its table again, as removed.
    let isCreated: Bool
    /// The value, boxed (see ``NodeBase/valueBox()``); nil for a node a layer made.
    let baseValue: Any?
    private let stamp: Stamp
    /// The slots, and the position of each in its parent's array (a removal renumbers slots in place).
    let children: ContiguousArray<Slot>
    private let positions: [Int]
    /// Whether the node was removed.
    let isRemoved: Bool
    /// Puts back the node's table entry and its id's tombstone, once a layer removes the entity (or made it).
    var entry: (() -> Void)?
    /// The alias whose node this is, with its stamp, once a layer stores under it.
    var alias: (alias: AnyAlias, stamp: Stamp?)?

    /// A copy of `node` as it is now.
    init(_ node: NodeBase) {
        self.node = node
        isCreated = false
        baseValue = node.valueBox()
        stamp = node.stamp
        children = node.childSlots
        positions = children.isEmpty ? [] : children.map(\.arrayPosition)
        isRemoved = node.isRemoved
    }

    /// The copy of `node`, which a layer just made in `state` (the table already lists it).
    init(created node: NodeBase, in state: StoreState) {
        self.node = node
        isCreated = true
        baseValue = nil
        stamp = node.stamp
        children = []
        positions = []
        isRemoved = true
        entry = state.table(of: node)?.entryRestore(of: node, isListed: false)
    }

    /// The stamp the base has for the node: nil when no stamped write set it.
    var recordedStamp: Stamp? { stamp.isNaN ? nil : stamp }

    /// The alias's stamp in the base, for an alias's node.
    var aliasStamp: Stamp? { alias?.stamp }

    /// Puts the node back as it was copied, silently: nothing is marked changed. What it replaces (slots, the
    /// value) is released after the lock.
    func restore(in engine: WriteEngine) {
        if isCreated {
            entry?()
            node.isRemoved = true
            engine.retire(node.detachChildren())
            node.noteValueChanged()
            return
        }
        if let baseValue {
            engine.leftovers.values.append(node.valueBox())
            node.restoreValue(baseValue)
        }
        node.noteValueChanged()
        node.stamp = stamp
        for (slot, position) in zip(children, positions) where slot.arrayPosition != position {
            slot.moveToArrayPosition(position)
        }
        if !children.isEmpty || !node.childSlots.isEmpty {
            engine.retire(node.replaceChildSlots(with: children))
        }
        node.isRemoved = isRemoved
        entry?()
        if let alias {
            alias.alias.restoreStamp(alias.stamp)
        }
    }
}
