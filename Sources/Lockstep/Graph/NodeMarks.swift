/// What happened to a node during one write.
@usableFromInline
struct NodeMarks: OptionSet, Sendable {
    @usableFromInline let rawValue: UInt8

    @inlinable
    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Written by a store or update in this write: the same id again in the same call passes the stamp
    /// check, since the last occurrence wins.
    @usableFromInline static let written = NodeMarks(rawValue: 1 << 0)
    /// Its value changed; queued for propagation and notification.
    @usableFromInline static let changed = NodeMarks(rawValue: 1 << 1)
    /// Reached by the walk up the parents that orders propagation.
    @usableFromInline static let visited = NodeMarks(rawValue: 1 << 2)
    /// Already passed its value up to its parents; in a cycle, it is not written again.
    @usableFromInline static let pushed = NodeMarks(rawValue: 1 << 3)
    /// Its value before this write was saved, to tell at the end whether the write changed it at all.
    @usableFromInline static let saved = NodeMarks(rawValue: 1 << 4)
    /// Its value before propagation was stashed, to close a cycle with (see `WriteOperation.stashedValues`).
    @usableFromInline static let stashed = NodeMarks(rawValue: 1 << 5)
    /// Met by the removal in progress as a parent that may keep existing; cleared when that removal ends.
    @usableFromInline static let staying = NodeMarks(rawValue: 1 << 6)
}
