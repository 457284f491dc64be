/// Where a node stands in the cycles of slots (entities holding each other).
@usableFromInline
enum CycleRole: UInt8, Sendable {
    /// In no cycle the store knows of.
    case none
    /// In a cycle: lookups check whether anything outside the cycle still holds it (see `CycleCollector`).
    case member
    /// In a cycle, which a new slot of this node closed when it was linked. Every cycle has one: the copy of
    /// the cycle in an anchor's value is unrolled once from it, and ends on a truncated copy of it (rule 12,
    /// see `WriteOperation.refreshCycles(into:)`).
    case anchor
}
