/// What happened to a node during one write: each mark is one bit of ``NodeBase/bits``.
@usableFromInline
enum NodeMark: UInt8 {
    /// Written by a store or update in this write: the same id again in the same call passes the stamp
    /// check, since the last occurrence wins.
    case written = 1
    /// Its value changed; queued for propagation and notification.
    case changed = 2
    /// Reached by the walk up the parents that orders propagation.
    case visited = 4
    /// Its value before this write was saved, to tell at the end whether the write changed it at all.
    case saved = 8
    /// An anchor whose cycle waits to be unrolled again (see `WriteEngine.refreshCycles(into:)`).
    case queuedAnchor = 16
    /// Met by the removal in progress as a parent that may keep existing; cleared when that removal ends.
    case staying = 32
}
