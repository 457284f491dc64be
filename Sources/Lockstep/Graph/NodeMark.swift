/// What happened to a node during one write: each mark is one bit of ``NodeBase/bits``, the raw value's.
@usableFromInline
enum NodeMark: Int {
    /// Written by a store or update in this write: the same id again in the same call passes the stamp
    /// check, since the last occurrence wins.
    case written
    /// Its value changed; queued for propagation and notification.
    case changed
    /// Reached by the walk up the parents that orders propagation.
    case visited
    /// Its value before this write was saved, to tell at the end whether the write changed it at all.
    case saved
    /// An anchor whose cycle waits to be unrolled again (see `WriteEngine.refreshCycles(into:)`).
    case queuedAnchor
    /// Met by the removal in progress as a parent that may keep existing; cleared when that removal ends.
    case staying
}
