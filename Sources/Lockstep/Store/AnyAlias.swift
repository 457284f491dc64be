/// Type-erased handle on an ``Alias`` so the store can keep them in one dictionary.
@usableFromInline
class AnyAlias {
    /// The alias's identity in the store's registry.
    var id: AliasID { fatalError("abstract") }

    /// Empties the alias's node and returns what changed, for the write to release, mark and report (see
    /// `WriteEngine.clear(_:)`); nil, changing nothing, when it is already empty.
    func clear() -> AliasClearing? { nil }

    /// How the engine links the alias again to what its value holds, after removed entities were dropped from it:
    /// the step a wrapper alias kept when it was stored, while it has a value; nil otherwise (its slots only need
    /// renumbering).
    var relinkStep: ((WriteEngine) -> Void)? { nil }

    /// Whether the alias designates nothing and nobody observes it: then forgetting it changes nothing a user
    /// can see (a later `find(named:)` creates it again, empty), and its key need not be kept.
    var isForgettable: Bool { false }

    /// The alias's node, whose slots hold what it designates (for introspection).
    var aliasNode: NodeBase { fatalError("abstract") }

    /// The type of the aliased value (for introspection).
    var valueType: Any.Type { fatalError("abstract") }

    /// The highest stamp of the writes that set the alias's content, nil while none carried one.
    var recordedStamp: Stamp? { nil }

    /// Sets the stamp back to `stamp`, undoing an optimistic layer's writes (see `NodeCopy`).
    func restoreStamp(_ stamp: Stamp?) {}

    /// Whether the alias designates something now.
    var hasValue: Bool { false }

    /// The event that reports the alias emptied, for `EntityStore.changes`.
    var removedChange: PendingChange { .ready(.aliasRemoved(name: id.name, type: String(describing: valueType))) }
}
