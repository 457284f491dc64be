/// One delivery to an `observe(onChange:onRemove:)` subscription.
enum ModelEvent<T: ModelComparable>: ModelComparable {
    case value(T)
    case removed

    func isSame(as other: ModelEvent<T>) -> Bool {
        switch (self, other) {
        case (.value(let lhs), .value(let rhs)): lhs.isSame(as: rhs)
        case (.removed, .removed): true
        default: false
        }
    }
}
