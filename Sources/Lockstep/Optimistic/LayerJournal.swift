/// What undoes the open optimistic layers, and what a layer event changed.
///
/// - The *base copies*: every node a layer changed, as the base has it (``NodeCopy``), recorded at the first
///   change any open layer made to it, while ``recordsBase`` is set (a layer's body runs). Putting them back gives
///   exactly the store the layers were applied over.
/// - The *shown values*: every node the running layer event changed, as readers saw it before (``ShownValue``),
///   so that the event notifies each observer once, and only if what it sees differs.
///
/// The write engine feeds it through `WriteEngine.willModify(_:)` and its siblings, only while a layer event runs
/// (its `journal` is set then, and nil otherwise: a write without layers pays one nil check per node it changes).
/// Both are ``NodeRecords``: found by node with a scan while few, a dictionary once many. Guarded by the store's
/// lock.
@usableFromInline
final class LayerJournal {
    // Invariant: every field is guarded by the store's lock (hence no runtime exclusivity checks).
    /// Whether the writes now running belong to a layer (its body runs): their changes record base copies.
    @exclusivity(unchecked) var recordsBase = false
    /// The base copies, in the order the nodes were first changed.
    @exclusivity(unchecked) private var copies = NodeRecords<NodeCopy>()
    /// The shown values of the running event, in the order the nodes were first changed.
    @exclusivity(unchecked) private var shown = NodeRecords<ShownValue>()

    init() {}

    /// Whether no open layer changed anything: no base copy is held (for memory tests).
    var isBaseEmpty: Bool { copies.isEmpty }

    /// Records `node` before a write changes it: as shown now, once per event, and as the base has it, once for
    /// all open layers, while a layer's body runs.
    @usableFromInline
    func willModify(_ node: NodeBase, in state: StoreState) {
        noteShown(node, in: state)
        if recordsBase, copies.position(of: node) == nil {
            copies.append(NodeCopy(node))
        }
    }

    /// ``willModify(_:)`` for an entity about to be removed: its base copy also records its table entry and
    /// tombstone.
    @usableFromInline
    func willRemove(_ node: NodeBase, in state: StoreState) {
        willModify(node, in: state)
        if recordsBase, let position = copies.position(of: node), copies[position].entry == nil {
            copies.update(at: position) { $0.entry = state.table(of: node)?.entryRestore(of: node, isListed: nil) }
        }
    }

    /// ``willModify(_:)`` for an alias about to be stored under: its base copy also records its stamp.
    @usableFromInline
    func willStore(under alias: AnyAlias, in state: StoreState) {
        willModify(alias.aliasNode, in: state)
        if recordsBase, let position = copies.position(of: alias.aliasNode), copies[position].alias == nil {
            copies.update(at: position) { $0.alias = (alias, alias.recordedStamp) }
        }
    }

    /// Records `node`, which a write just made (its table lists it already).
    @usableFromInline
    func didCreate(_ node: NodeBase, in state: StoreState) {
        if shown.position(of: node) == nil {
            shown.append(ShownValue(created: node))
        }
        if recordsBase, copies.position(of: node) == nil {
            copies.append(NodeCopy(created: node, in: state))
        }
    }

    /// The base copy of `node`, if a layer changed it.
    func baseCopy(of node: NodeBase) -> NodeCopy? {
        copies.position(of: node).map { copies[$0] }
    }

    /// Puts every node back as the base has it, as part of `engine`'s write, and forgets the copies. The nodes
    /// put back that show something and have parents are marked changed, so that propagation refreshes what holds
    /// them without a copy of its own (a collection observer first read while a layer was open); the event's end
    /// decides whom to notify.
    func restoreBase(in engine: WriteEngine) {
        guard !copies.isEmpty else { return }
        for copy in copies.records {
            noteShown(copy.node, in: engine.state)
        }
        for copy in copies.records {
            copy.restore(in: engine)
        }
        for copy in copies.records where !copy.isCreated && !copy.isRemoved && copy.node.parents != nil {
            engine.markChanged(copy.node)
        }
        forgetBase(in: engine)
    }

    /// Forgets the base copies: what the layers show becomes the base. Their values and slots are released
    /// after the lock.
    func forgetBase(in engine: WriteEngine) {
        guard !copies.isEmpty else { return }
        engine.leftovers.values.append(copies.removeAll())
    }

    /// Ends the event: the nodes whose observers must be told, in the order they first changed. The shown values
    /// are handed back, to be released after the lock.
    func endEvent() -> (nodes: ContiguousArray<NodeBase>, released: [ShownValue]) {
        recordsBase = false
        var nodes = ContiguousArray<NodeBase>()
        for value in shown.records where value.hasChanged {
            nodes.append(value.node)
        }
        return (nodes, shown.removeAll())
    }

    // MARK: Shown values

    private func noteShown(_ node: NodeBase, in state: StoreState) {
        if shown.position(of: node) == nil {
            shown.append(ShownValue(node, in: state))
        }
    }
}
