/// Where a node stands in the cycles of slots (entities holding each other).
///
/// A struct with inlinable members rather than an enum: a lookup reads it on every `find`, and the synthesized
/// `==` of an internal enum is a call from another module.
@usableFromInline
struct CycleRole: Equatable, Sendable {
    @usableFromInline let rawValue: UInt8

    @inlinable
    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// In no cycle the store knows of.
    @inlinable static var none: CycleRole { CycleRole(rawValue: 0) }
    /// In a cycle: lookups check whether anything outside the cycle still holds it (see `CycleCollector`).
    @inlinable static var member: CycleRole { CycleRole(rawValue: 1) }
    /// In a cycle, which a new slot of this node closed when it was linked. Every cycle has one: the copy of
    /// the cycle in an anchor's value is unrolled once from it, and ends on a truncated copy of it (rule 12,
    /// see `WriteEngine.refreshCycles(into:)`).
    @inlinable static var anchor: CycleRole { CycleRole(rawValue: 2) }
    /// Was in a cycle that the collector cut because nothing outside held it: the node is released as soon as
    /// the references the store took for a moment go, and until then it is dead to lookups and writes, as a
    /// released node is (see `CycleCollector.cut`).
    @inlinable static var collected: CycleRole { CycleRole(rawValue: 3) }

    @inlinable
    static func == (lhs: CycleRole, rhs: CycleRole) -> Bool {
        lhs.rawValue == rhs.rawValue
    }
}
