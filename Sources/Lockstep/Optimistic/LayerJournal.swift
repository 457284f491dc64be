/// What undoes the open optimistic layers, and what a layer event changed.
///
/// - The *base copies*: every node a layer changed, as the base has it (``NodeCopy``), recorded at the first
///   change any open layer made to it, while ``recordsBase`` is set (a layer's body runs). Putting them back gives
///   exactly the store the layers were applied over.
/// - The *shown values*: every node the running layer event changed, as readers saw it before (``HeldValue``),
///   so that the event notifies each observer once, and only if what it sees differs.
///
/// The write engine feeds it through `WriteEngine.willModify(_:)` and its siblings, only while a layer event runs
/// (its `journal` is set then, and nil otherwise: a write without layers pays one nil check per node it changes).
/// Both are ``NodeRecords``. Guarded by the store's lock.
@usableFromInline
final class LayerJournal {
    // Invariant: every field is guarded by the store's lock.
    /// Whether the writes now running belong to a layer (its body runs): their changes record base copies.
    var recordsBase = false
    /// The base copies, in the order the nodes were first changed.
    private var copies = NodeRecords<NodeCopy>()
    /// The shown values of the running event, in the order the nodes were first changed.
    private var shown = NodeRecords<HeldValue>()
    /// The nodes open layers had made that the running event took out of their tables when it put the base back,
    /// by table and id: a layer applied again that makes the entity again gets the same node back (see ``revive``), so
    /// that its observers (and every `EntityObserver` handed out for it) follow it.
    private var undoneCreations: [ObjectIdentifier: [AnyHashable: NodeBase]] = [:]

    init() {}

    /// Whether no open layer changed anything: no base copy is held (for memory tests).
    var isBaseEmpty: Bool { copies.all.isEmpty }

    /// Records `node` before a write changes it: as shown now, once per event, and as the base has it, once for
    /// all open layers, while a layer's body runs. Both records share one copy of the value while the node has not
    /// changed since the event first saw it.
    @usableFromInline
    func willModify(_ node: NodeBase) {
        _ = willModify(node, heldValue: node.heldValue)
    }

    /// ``willModify(_:)``, `heldValue` making the copy of the node's value. Returns whether the journal now
    /// holds a copy of the node's current value, released after the lock: a write that replaces the value then
    /// need not keep the old one itself (false when it cannot tell at once).
    @usableFromInline
    func willModify(_ node: NodeBase, heldValue: () -> HeldValue) -> Bool {
        let shownValue = noteShown(node, heldValue)
        if recordsBase, copies.position(of: node) == nil {
            copies.append(NodeCopy(shownValue.isCurrent ? shownValue : heldValue()))
        }
        return shownValue.isCurrent
    }

    /// ``willModify(_:)`` for an entity about to be removed: its base copy also records its table entry and
    /// tombstone. A layer's removal is hidden from the node's observers (see `NodeBase.isRemovedByLayer`).
    @usableFromInline
    func willRemove(_ node: NodeBase, in state: StoreState) {
        willModify(node)
        guard recordsBase else { return }
        node.isRemovedByLayer = true
        if let position = copies.position(of: node), copies[position].entry == nil {
            copies[position].entry = state.table(of: node)?.entryRestore(of: node, isListed: nil)
        }
    }

    /// ``willModify(_:)`` for an alias about to be stored under: its base copy also records its stamp.
    @usableFromInline
    func willStore(under alias: AnyAlias) {
        willModify(alias.aliasNode)
        if recordsBase, let position = copies.position(of: alias.aliasNode), copies[position].alias == nil {
            copies[position].recordAlias(alias)
        }
    }

    /// Records `node`, which a write just made (its table lists it already): undoing the layer takes it out of
    /// its table again.
    @usableFromInline
    func didCreate(_ node: NodeBase, in state: StoreState) {
        let created = HeldValue(node, isCreated: true)
        if shown.position(of: node) == nil {
            shown.append(created)
        }
        if recordsBase, copies.position(of: node) == nil {
            let copy = NodeCopy(created)
            copy.entry = state.table(of: node)?.entryRestore(of: node, isListed: false)
            copies.append(copy)
        }
    }

    /// The base copy of `node`, if a layer changed it.
    func baseCopy(of node: NodeBase) -> NodeCopy? {
        copies.position(of: node).map { copies[$0] }
    }

    /// Puts every node back as the base has it, as part of `engine`'s write, and forgets the copies, which it
    /// hands back to be released after the lock. In a layer event, the nodes put back that show something and have
    /// parents are marked changed, so that propagation refreshes what holds them without a copy of its own (a
    /// collection observer first read while a layer was open), and the event's end decides whom to notify. `asWrite`
    /// (outside an event): the nodes whose value or removal differs are marked changed, and the write notifies
    /// their observers as any write does.
    ///
    /// - Complexity: O(nodes the layers changed).
    func restoreBase(in engine: WriteEngine, asWrite: Bool = false) -> [NodeCopy] {
        let taken = copies.takeAll()
        for copy in taken {
            let wasRemoved = copy.node.isRemoved
            if !asWrite {
                // Restoring a node changes no other node's value (its parents' copies change in propagation, which
                // records them first): each node's shown value can be noted just before it is restored.
                noteShown(copy.node, copy.node.heldValue)
            }
            copy.restore(in: engine)
            if !asWrite, copy.isCreated, let table = engine.state.table(of: copy.node),
               let entity = table.changeEntity(copy.node, stamp: nil) {
                undoneCreations[ObjectIdentifier(table), default: [:]][entity.id] = copy.node
            }
            // The copy holds the value the node showed.
            let isChanged = asWrite
                ? copy.node.isRemoved != wasRemoved || !copy.baseValue.isNodeValueUnchanged()
                : !copy.isCreated && !copy.isRemoved && copy.node.parents != nil
            if isChanged {
                engine.markChanged(copy.node)
            }
        }
        return taken
    }

    /// Forgets the base copies, as part of `engine`'s write outside a layer event: what the layers show becomes the
    /// base, and the observers of what they removed hear of the removal now. Hands the copies back, to be released
    /// after the lock.
    ///
    /// - Complexity: O(nodes the layers changed).
    func forgetBase(in engine: WriteEngine) -> [NodeCopy] {
        let taken = copies.takeAll()
        for copy in taken where copy.node.isRemovedByLayer {
            copy.node.isRemovedByLayer = false
            engine.markChanged(copy.node)
        }
        return taken
    }

    /// The node an open layer had made for the entity of `T` with `id`, if the running event took it out of its
    /// table, put back in `table` in place of `made` (a node the event just made for it, which goes) and given
    /// `made`'s value and stamp; nil otherwise. Its children and parent links went when it was taken out. A layer
    /// applied again then makes the entity again in the same node, which its observers and `EntityObserver`s still
    /// reference: what readers saw before the event is its shown value, so they are told only if it now differs.
    func revive<T: Identifiable>(_ made: EntityNode<T>, id: T.ID, in table: EntityTable<T>) -> EntityNode<T>? {
        guard let node = undoneCreations[ObjectIdentifier(table)]?.removeValue(forKey: id) as? EntityNode<T> else {
            return nil
        }
        table.insertEntry(node, for: id)
        node.value = made.value
        node.stamp = made.stamp
        node.removeAllParents()
        node.isRemoved = false
        node.isRemovedByLayer = false
        node.noteValueChanged()
        return node
    }

    /// Ends the event: the nodes whose observers must be told, in the order they first changed. The shown values
    /// are handed back, to be released after the lock.
    ///
    /// - Complexity: O(nodes the event changed).
    func endEvent() -> (nodes: ContiguousArray<NodeBase>, released: [HeldValue]) {
        recordsBase = false
        // What no layer made again stays removed: its shown value tells its observers.
        undoneCreations = [:]
        var nodes = ContiguousArray<NodeBase>()
        for value in shown.all where value.hasChanged {
            nodes.append(value.node)
        }
        return (nodes, shown.takeAll())
    }

    // MARK: Shown values

    /// Records `node` as shown now, unless the event recorded it already; returns its record.
    @discardableResult
    private func noteShown(_ node: NodeBase, _ heldValue: () -> HeldValue) -> HeldValue {
        if let position = shown.position(of: node) {
            return shown[position]
        }
        let value = heldValue()
        shown.append(value)
        return value
    }
}
