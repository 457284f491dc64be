/// What a property's declared type looks like, as far as generation cares, read from its syntax.
public enum TypeShape: Sendable, Equatable {
    /// A named type, possibly optional or in an array (`Visibility`, `[Visibility]?`, `Mastodon.Visibility`):
    /// its last name component, to recognise the target's plain values (enums without payloads, option sets).
    case named(String)
    /// `Set<…>`, optional or not: a set has no positions to write updated entities into. With the last name
    /// component of its element type when that is a plain name.
    case set(element: String?)
    /// `[K: V]` or `Dictionary<…>`, optional or not: the store does not keep its entities in sync. With the
    /// last name component of its value type when that is a plain name.
    case dictionary(value: String?)
    /// Anything else (generics, tuples, functions, nested collections).
    case other

    /// The plain name it holds: the named type, the set's element or the dictionary's value.
    var typeName: String? {
        switch self {
        case .named(let name): return name
        case .set(let element): return element
        case .dictionary(let value): return value
        case .other: return nil
        }
    }
}
