/// A node as readers saw it when a layer event first changed it (see ``LayerJournal``): at the end of the event,
/// its observers are notified only if what they see differs.
struct ShownValue: NodeRecord {
    /// The node, held until the event ends.
    let node: NodeBase
    /// Whether the node was removed (or not made yet).
    let wasRemoved: Bool
    /// Whether that removal was an open layer's, hidden from the node's observers (see
    /// `NodeBase.isRemovedByLayer`): once the removal reaches the base, they must hear of it.
    let wasRemovedByLayer: Bool
    /// The node's `version` then: while it is the same, so is the value.
    private let version: UInt32
    /// The value then (see ``NodeBase/heldValue()``); nil for a node the event made. It also keeps what the
    /// node held alive until the event's end, after the store's lock (see ``heldValue``).
    let value: HeldValue?

    /// `node` as it shows now, `value` a copy of its value.
    init(_ node: NodeBase, value: HeldValue) {
        self.node = node
        wasRemoved = node.isRemoved
        wasRemovedByLayer = node.isRemovedByLayer
        version = node.version
        self.value = value
    }

    /// `node`, which the event just made: it showed nothing.
    init(created node: NodeBase) {
        self.node = node
        wasRemoved = true
        wasRemovedByLayer = false
        version = node.version
        value = nil
    }

    /// ``value`` while it is the node's value now (nothing changed it since): replacing the node's value then
    /// releases nothing under the store's lock.
    var heldValue: HeldValue? { node.version == version ? value : nil }

    /// Whether readers see something else now, by the structural comparison ``value`` carries (see
    /// ``HeldValue/isNodeValueUnchanged()``). A node whose type cannot tell is taken as changed. Call with the
    /// store's lock held.
    var hasChanged: Bool {
        if node.isRemoved != wasRemoved || node.isRemovedByLayer != wasRemovedByLayer { return true }
        // A node that shows nothing, before and after, changed nothing a reader sees.
        if wasRemoved || node.version == version { return false }
        return value?.isNodeValueUnchanged() != true
    }
}
