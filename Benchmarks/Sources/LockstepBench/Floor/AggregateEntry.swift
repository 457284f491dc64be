import Lockstep

/// The floor's entry for an aggregate: its value (with copies of its author and books), its stamp and its
/// observers, kept inline because aggregates are what the workloads observe (no second lookup to notify).
struct AggregateEntry {
    /// The aggregate, holding copies of its author and books.
    var value: AuthorBooks
    /// The stamp of the last accepted write (NaN until a stamped one; see ``StampRule``).
    var stamp: Stamp
    /// The closures called after every change: inline, or on the store's queue with `queued`.
    var observers: [(AuthorBooks) -> Void] = []

    /// Applies `change` to the value, then calls the observers with the new value, inline, or captures them
    /// with it in `queued` (the queued floor).
    mutating func write(_ change: (inout AuthorBooks) -> Void, notifying queued: inout QueuedNotifications?) {
        change(&value)
        guard !observers.isEmpty else { return }
        guard queued == nil else {
            queued?.capture(observers, value)
            return
        }
        for observer in observers {
            observer(value)
        }
    }
}
