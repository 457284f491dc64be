/// An enum case with exactly one associated value, for which a wrapper gets an accessor.
public struct EnumCaseDeclaration: Sendable, Equatable {
    /// The case name as written (backticks included).
    public var name: String
    /// The associated value's label, if it has one (`case book(item: Book)`), used to rebuild the case.
    public var label: String?
    /// The payload type as written, with whitespace normalised.
    public var payloadType: String
    /// Where the name is.
    public var position: SourcePosition
    /// Set by a trailing `// lockstep: ignore`.
    public var isIgnored: Bool
}
