/// Type-erased handle on an ``Alias`` so the store can keep them in one dictionary.
@usableFromInline
class AnyAlias {
    /// The alias's identity in the store's registry.
    var id: AliasID { fatalError("abstract") }

    /// Empties the alias's node and returns what changed, for the write to release, mark and report (see
    /// `WriteEngine.clear(_:)`); nil, changing nothing, when it is already empty.
    func clear() -> AliasClearing? { nil }

    /// Gives the alias slots that match its value after removed entities were dropped from it.
    func rebuild(_ engine: WriteEngine) {}

    /// Whether the alias designates nothing and nobody observes it: then forgetting it changes nothing a user
    /// can see (a later `find(named:)` creates it again, empty), and its key need not be kept.
    var isForgettable: Bool { false }
}
