/// What happened to a node during one write.
///
/// The marks are computed properties rather than `static let`s: a `static let` read from another module goes
/// through its lazy initializer's accessor on every use, in the engine's hottest paths.
@usableFromInline
struct NodeMarks: OptionSet, Sendable {
    @usableFromInline let rawValue: UInt8

    @inlinable
    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Written by a store or update in this write: the same id again in the same call passes the stamp
    /// check, since the last occurrence wins.
    @inlinable static var written: NodeMarks { NodeMarks(rawValue: 1 << 0) }
    /// Its value changed; queued for propagation and notification.
    @inlinable static var changed: NodeMarks { NodeMarks(rawValue: 1 << 1) }
    /// Reached by the walk up the parents that orders propagation.
    @inlinable static var visited: NodeMarks { NodeMarks(rawValue: 1 << 2) }
    /// Its value before this write was saved, to tell at the end whether the write changed it at all.
    @inlinable static var saved: NodeMarks { NodeMarks(rawValue: 1 << 3) }
    /// An anchor whose cycle waits to be unrolled again (see `WriteEngine.refreshCycles(into:)`).
    @inlinable static var queuedAnchor: NodeMarks { NodeMarks(rawValue: 1 << 4) }
    /// Met by the removal in progress as a parent that may keep existing; cleared when that removal ends.
    @inlinable static var staying: NodeMarks { NodeMarks(rawValue: 1 << 5) }
}
