/// A node as readers saw it when a layer event first changed it (see ``LayerJournal``): at the end of the event,
/// its observers are notified only if what they see differs.
struct ShownValue: NodeRecord {
    /// The node, held until the event ends.
    let node: NodeBase
    /// Whether the node was removed (or not made yet).
    private let wasRemoved: Bool
    /// The node's `version` then: while it is the same, so is the value.
    private let version: UInt32
    /// Whether the node's value is still the one it showed, by the structural comparison the engine uses to
    /// suppress notifications; nil when its type cannot tell (it is then taken as changed).
    private let isValueUnchanged: (() -> Bool)?

    /// `node` as it shows now, in `state`: an entity is compared by its table, which found its type's comparison
    /// once; any other node (an alias, a collection observer's array) by the node itself.
    init(_ node: NodeBase, in state: StoreState) {
        self.node = node
        wasRemoved = node.isRemoved
        version = node.version
        isValueUnchanged = state.table(of: node)?.unchangedCheck(of: node) ?? node.unchangedCheck()
    }

    /// `node`, which the event just made: it showed nothing.
    init(created node: NodeBase) {
        self.node = node
        wasRemoved = true
        version = node.version
        isValueUnchanged = nil
    }

    /// Whether readers see something else now. Call with the store's lock held.
    var hasChanged: Bool {
        if node.isRemoved != wasRemoved { return true }
        // A node that shows nothing, before and after, changed nothing a reader sees.
        if wasRemoved || node.version == version { return false }
        return !(isValueUnchanged?() ?? false)
    }
}
