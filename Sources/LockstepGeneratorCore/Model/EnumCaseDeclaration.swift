/// An enum case with exactly one associated value, for which a wrapper gets an accessor.
public struct EnumCaseDeclaration: Sendable, Equatable {
    /// The case name as written (backticks included).
    public var name: String
    /// The associated value's label, if it has one (`case book(item: Book)`), used to rebuild the case.
    public var label: String?
    /// The accessor's type: the payload made optional (`Book?`); an optional payload is not wrapped twice,
    /// and function, composition, `any` and `some` payloads are parenthesised first.
    public var accessorType: String
    /// The shape of the associated value's type, which decides what the accessor holds.
    public var payload: TypeShape
    /// Where the name is.
    public var position: SourcePosition
    /// `@available(*, deprecated)`: its accessor is deprecated too, and referred to from a deprecated context.
    public var isDeprecated: Bool
    /// Set by a trailing `// lockstep: ignore`.
    public var isIgnored: Bool
}
