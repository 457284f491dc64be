// The write engine's side of optimistic layers: every node a write changes is shown to the layer journal before
// it changes, while a layer event runs (see `LayerJournal`).
extension WriteEngine {
    /// Records `node` in the layer journal before this write changes it (its value, slots, stamp, removal or
    /// table entry), when a layer event runs; otherwise does nothing but check that none does.
    @inlinable @inline(__always)
    func willModify(_ node: NodeBase) {
        if let journal {
            journal.willModify(node, in: state)
        }
    }

    /// Records `node`, which this write just made and registered in its table, when a layer event runs.
    @inlinable @inline(__always)
    func didCreate(_ node: NodeBase) {
        if let journal {
            journal.didCreate(node, in: state)
        }
    }
}
