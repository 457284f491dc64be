/// What undoes the open optimistic layers, and what a layer event changed.
///
/// - The *base copies*: every node a layer changed, as the base has it (``NodeCopy``), recorded at the first
///   change any open layer made to it, while ``recordsBase`` is set (a layer's body runs). Putting them back gives
///   exactly the store the layers were applied over.
/// - The *shown values*: every node the running layer event changed, as readers saw it before (``ShownValue``),
///   so that the event notifies each observer once, and only if what it sees differs.
///
/// The write engine feeds it through `WriteEngine.willModify(_:)`, only while a layer event runs (its
/// `journal` is set then, and nil otherwise: a write without layers pays one nil check per node it changes).
/// Guarded by the store's lock.
@usableFromInline
final class LayerJournal {
    /// Whether the writes now running belong to a layer (its body runs): their changes record base copies.
    var recordsBase = false
    /// The base copies, in the order the nodes were first changed, and their positions by node.
    private var copies: [NodeCopy] = []
    private var copyIndex: [ObjectIdentifier: Int] = [:]
    /// The shown values of the running event, in the order the nodes were first changed, and the nodes seen.
    private var shown: [ShownValue] = []
    private var seen: Set<ObjectIdentifier> = []

    init() {}

    /// Whether no layer changed anything.
    var isBaseEmpty: Bool { copies.isEmpty }

    /// Records `node` before a write changes it: as shown now, once per event, and as the base has it, once for
    /// all open layers, while a layer's body runs.
    @usableFromInline
    func willModify(_ node: NodeBase, in state: StoreState) {
        let key = ObjectIdentifier(node)
        if seen.insert(key).inserted {
            shown.append(ShownValue(node))
        }
        if recordsBase, copyIndex[key] == nil {
            copyIndex[key] = copies.count
            copies.append(NodeCopy(node, in: state))
        }
    }

    /// Records `node`, which a write just made (its table lists it already).
    @usableFromInline
    func didCreate(_ node: NodeBase, in state: StoreState) {
        let key = ObjectIdentifier(node)
        if seen.insert(key).inserted {
            shown.append(ShownValue(created: node))
        }
        if recordsBase, copyIndex[key] == nil {
            copyIndex[key] = copies.count
            copies.append(NodeCopy(created: node, in: state))
        }
    }

    /// The base copy of `node`, if a layer changed it.
    func baseCopy(of node: NodeBase) -> NodeCopy? {
        copyIndex[ObjectIdentifier(node)].map { copies[$0] }
    }

    /// Puts every node back as the base has it, as part of `engine`'s write, and forgets the copies. The nodes
    /// put back that show something are marked changed, so that propagation refreshes what holds them without a
    /// copy of its own (a collection observer first read while a layer was open); the event's end decides whom
    /// to notify.
    func restoreBase(in engine: WriteEngine) {
        guard !copies.isEmpty else { return }
        for copy in copies where seen.insert(ObjectIdentifier(copy.node)).inserted {
            shown.append(ShownValue(copy.node))
        }
        for copy in copies {
            copy.restore(in: engine)
        }
        for copy in copies where !copy.isCreated && !copy.isRemoved {
            engine.markChanged(copy.node)
        }
        forgetBase(in: engine)
    }

    /// Forgets the base copies: what the layers show becomes the base. Their values and slots are released
    /// after the lock.
    func forgetBase(in engine: WriteEngine) {
        engine.leftovers.values.append(copies)
        copies = []
        copyIndex = [:]
    }

    /// Ends the event: the nodes whose observers must be told, in the order they first changed, followed by
    /// `deferred`'s nodes the journal did not see (their change is taken as visible). The shown values are handed
    /// back, to be released after the lock.
    func endEvent(adding deferred: ContiguousArray<NodeBase>) -> (nodes: ContiguousArray<NodeBase>, released: [ShownValue]) {
        var nodes = ContiguousArray<NodeBase>()
        for value in shown where value.hasChanged {
            nodes.append(value.node)
        }
        for node in deferred where !seen.contains(ObjectIdentifier(node)) {
            nodes.append(node)
        }
        let released = shown
        shown = []
        seen = []
        return (nodes, released)
    }
}
