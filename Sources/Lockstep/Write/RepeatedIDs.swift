/// What a write needs when it may store the same id twice (rule 5): an id written twice can end on its stored
/// value, and then it, and the aggregates holding it, changed nothing and nobody is notified.
///
/// Part of ``WriteEngine``, guarded by the store's lock like all of it.
@usableFromInline
struct RepeatedIDs {
    /// Whether this write may store the same id twice (several values, or an aggregate's nested ones).
    @usableFromInline var mayRepeat = false
    /// Whether it did: only then are the nodes propagation reaches saved, and the result filtered.
    @usableFromInline var sawRepeat = false
    /// For nodes this write changed: whether a node's value is back to the one it had before the write. Saved
    /// for directly written nodes whenever an id may repeat, and for the nodes propagation reaches once an id
    /// did repeat. Handed to ``WriteLeftovers`` at the end of the write: the closures hold old values, whose
    /// release may run user code.
    @usableFromInline var savedValues: [ObjectIdentifier: () -> Bool] = [:]

    /// Nothing repeated yet.
    @usableFromInline
    init() {}
}
