/// The floor's entry for an entity that its live lists show: the value and its stamp (a ``Stamped``), and the
/// order in which the store first received it, which breaks ties in a list's order as Lockstep's ordinals do.
struct ListedEntry<Value> {
    /// The value and the stamp of the last accepted write.
    var stamped: Stamped<Value>
    /// The rank of the entity's first store among all the entities of its type (0 for the first).
    let ordinal: Int
}
