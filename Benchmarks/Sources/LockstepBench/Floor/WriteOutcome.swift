/// What a write did to an entity the floor already stored.
enum WriteOutcome<Value> {
    /// The value was replaced: its parents and observers must hear of it.
    case changed
    /// The stored value was equal (`==`): nobody is notified.
    case unchanged
    /// The stamp was not newer: the stored value stays, and aggregates being stored show it.
    case stale(kept: Value)

    /// The value a parent being stored must show instead of the one it was given, if any.
    var kept: Value? {
        if case .stale(let kept) = self { return kept }
        return nil
    }
}
