/// What a property's declared type looks like, read from its syntax: the layers around it (optional, arrays, a
/// `Set` or `Dictionary`) and the named type inside them, which decides whether it holds entities.
///
/// `[[Mastodon.Account]]?` is `name: "Mastodon.Account"`, `arrayDepth: 2`, `isOptional: true`;
/// `[String: Account]` is `name: "Account"`, `container: .dictionary`; `[Lossy<Guild>]` is `name: "Lossy"`,
/// `arguments: ["Guild"]`, `arrayDepth: 1`. Tuples, functions, compositions and `any`/`some` types have no name.
public struct TypeShape: Sendable, Equatable {
    /// A collection the store cannot write positions of, met somewhere between the property and the name.
    public enum Container: Sendable, Equatable {
        /// Only optionals and arrays.
        case none
        /// A `Set`: its elements have no positions to write updates into.
        case set
        /// A `Dictionary` (its values are what ``TypeShape/name`` names).
        case dictionary
    }

    /// The innermost named type as written, dots kept, generic arguments left out (`Mastodon.Account`,
    /// `Lossy`); nil when it is not a dotted name (a tuple, a function, a composition).
    public var name: String?
    /// The generic arguments of ``name``, each a dotted name or nil when it is anything else.
    public var arguments: [String?]
    /// How many array layers (`[…]`, `Array<…>`, `ContiguousArray<…>`) are around ``name``.
    public var arrayDepth: Int
    /// The property's own type is optional (`Account?`, `[Account]?`, `Optional<…>`, `Account!`).
    public var isOptional: Bool
    /// An optional sits inside a collection or another optional (`[Account?]`, `Account??`): no entity shape.
    public var hasInnerOptional: Bool
    /// A `Set` or `Dictionary` between the property and ``name``.
    public var container: Container
    /// One of the array layers is a `ContiguousArray`, not an `Array`.
    public var hasContiguousArray: Bool

    /// A shape with no layers around `name`.
    public init(name: String?, arguments: [String?] = [], arrayDepth: Int = 0, isOptional: Bool = false,
                hasInnerOptional: Bool = false, container: Container = .none, hasContiguousArray: Bool = false) {
        self.name = name
        self.arguments = arguments
        self.arrayDepth = arrayDepth
        self.isOptional = isOptional
        self.hasInnerOptional = hasInnerOptional
        self.container = container
        self.hasContiguousArray = hasContiguousArray
    }
}
