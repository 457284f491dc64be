/// A member some declaration of a type declares, as far as clashes with generated members go.
public struct DeclaredMember: Sendable, Equatable {
    /// What kind of member it is.
    public enum Kind: Sendable, Equatable {
        /// A stored instance property (`var`/`let`, observers allowed).
        case storedProperty
        /// A computed instance property with a setter.
        case settableProperty
        /// A computed instance property without a setter.
        case getOnlyProperty
        /// A method, subscript, static member, nested type… anything a generated property cannot share a name with.
        case other(String)
    }

    /// What it is.
    public var kind: Kind
    /// The file that declares it, as given.
    public var path: String
    /// Where its name is.
    public var position: SourcePosition
}
