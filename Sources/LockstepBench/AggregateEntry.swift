import Lockstep

/// The floor's entry for an aggregate: its value (with copies of its author and books), its stamp and its
/// observers, kept inline because aggregates are what the workloads observe (no second lookup to notify).
struct AggregateEntry {
    var value: AuthorBooks
    var stamp: Stamp
    var observers: [(AuthorBooks) -> Void] = []

    /// Applies `change` to the value, then calls the observers with the new value, inline.
    mutating func write(_ change: (inout AuthorBooks) -> Void) {
        change(&value)
        for observer in observers {
            observer(value)
        }
    }
}
