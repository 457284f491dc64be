/// A node as readers saw it when a layer event first changed it (see ``LayerJournal``): at the end of the event,
/// its observers are notified only if what they see differs.
struct ShownValue {
    /// The node, held until the event ends.
    let node: NodeBase
    /// Whether the node was removed (or not made yet).
    private let wasRemoved: Bool
    /// Whether the node's value is still the one it showed; nil when its type cannot tell (it is then taken as
    /// changed).
    private let isValueUnchanged: (() -> Bool)?

    /// `node` as it shows now.
    init(_ node: NodeBase) {
        self.node = node
        wasRemoved = node.isRemoved
        isValueUnchanged = node.unchangedCheck()
    }

    /// `node`, which the event just made: it showed nothing.
    init(created node: NodeBase) {
        self.node = node
        wasRemoved = true
        isValueUnchanged = { true }
    }

    /// Whether readers see something else now. Call with the store's lock held.
    var hasChanged: Bool {
        if node.isRemoved != wasRemoved { return true }
        // A node that shows nothing, before and after, changed nothing a reader sees.
        if wasRemoved { return false }
        return !(isValueUnchanged?() ?? false)
    }
}
