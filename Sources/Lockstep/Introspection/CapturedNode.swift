/// One entity or alias node as ``StoreCapture`` reads it under the store's lock: its counts, its links and, for
/// the graph only, a copy of its value. Nodes are named by identity only, never retained, so that dropping the
/// capture releases no node.
struct CapturedNode {
    /// The node's identity: what parent links and slots name.
    let key: ObjectIdentifier
    /// An entity's stamp of its last accepted stamped write; an alias's highest stamp of the writes that set it.
    let stamp: Stamp?
    /// Number of subscriptions to it.
    let observers: Int
    /// The children, one per slot, in slot order (a child in two slots comes twice).
    let children: [ObjectIdentifier]
    /// The live parents, each once.
    let parents: [ObjectIdentifier]
    /// A copy of the value, when the caller asked for values; released after the lock.
    let value: Any?

    /// Reads `node`, whose stamp is `stamp`, copying its value when `copyingValue`. Call with the store's lock held.
    init(_ node: NodeBase, stamp: Stamp?, copyingValue: Bool) {
        key = ObjectIdentifier(node)
        self.stamp = stamp
        observers = node.observers.count
        children = node.childSlots.compactMap { $0.child.map(ObjectIdentifier.init) }
        var parents: [ObjectIdentifier] = []
        node.forEachParent { parents.append(ObjectIdentifier($0)) }
        self.parents = parents
        value = copyingValue ? node.valueBox() : nil
    }
}
