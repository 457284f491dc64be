import Lockstep

/// A value whose structural comparison counts itself on its counter.
struct CountedValue: StructurallyComparable {
    let value: Int
    let counter: ComparisonCounter

    static func isStructurallyEqual(_ lhs: CountedValue, _ rhs: CountedValue) -> Bool {
        lhs.counter.increment()
        return lhs.value == rhs.value
    }
}
