/// What a property's declared type looks like, as far as generation cares, read from its syntax.
public enum TypeShape: Sendable, Equatable {
    /// A named type, possibly optional or in an array (`Visibility`, `[Visibility]?`, `Mastodon.Visibility`):
    /// its last name component, to recognise the target's plain values (enums without payloads, option sets).
    case named(String)
    /// `Set<…>`, optional or not: a set has no positions to write updated entities into.
    case set
    /// `[K: V]` or `Dictionary<…>`, optional or not: the store does not keep its entities in sync.
    case dictionary
    /// Anything else (generics, tuples, functions, nested collections).
    case other
}
