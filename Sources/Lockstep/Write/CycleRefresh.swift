/// The cycles a write must unroll again once propagation has run (rule 12; see `WriteEngine+Cycles.swift`).
///
/// Part of ``WriteEngine``, guarded by the store's lock like all of it; its buffers are kept between writes.
struct CycleRefresh {
    /// Anchors whose cycle must be unrolled again, in the order propagation met them.
    var queuedAnchors: ContiguousArray<NodeBase> = []
    /// The anchors of the cycle being unrolled again: its own writes into them do not queue them again.
    var refreshingAnchors: Set<ObjectIdentifier> = []
}
