/// Where a node stands in the cycles of slots (entities holding each other).
///
/// A struct with inlinable members rather than an enum: propagation reads it at every parent, and the synthesized
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
    /// In a cycle, not its anchor.
    @inlinable static var member: CycleRole { CycleRole(rawValue: 1) }
    /// In a cycle, which a new slot of this node closed when it was linked. Every cycle has one: the copy of
    /// the cycle in an anchor's value is unrolled once from it, and ends on a truncated copy of it (rule 12,
    /// see `WriteEngine.refreshCycles(into:)`).
    @inlinable static var anchor: CycleRole { CycleRole(rawValue: 2) }

    @inlinable
    static func == (lhs: CycleRole, rhs: CycleRole) -> Bool {
        lhs.rawValue == rhs.rawValue
    }
}
