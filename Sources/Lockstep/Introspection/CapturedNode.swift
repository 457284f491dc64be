/// The links of one entity or alias node, as ``StoreCapture`` reads them under the store's lock: its children in
/// slot order, its parents, and (for the graph only) a copy of its value, whose properties name the edges.
struct CapturedNode {
    /// The children, one per slot, in slot order (a child in two slots comes twice).
    var children: [ObjectIdentifier]
    /// The live parents, each once.
    var parents: [ObjectIdentifier]
    /// A copy of the value, when the caller asked for values; released after the lock.
    var value: Any?
}
