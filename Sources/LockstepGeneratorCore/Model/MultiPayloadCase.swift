/// An enum case with several associated values (`case forwarded(Post, from: Account)`): no accessor can read
/// or write it as one value, so a wrapper cannot keep its entities in sync. It is reported only when one of
/// its values may hold an entity.
public struct MultiPayloadCase: Sendable, Equatable {
    /// The case name as written.
    public var name: String
    /// Where the name is.
    public var position: SourcePosition
    /// The shape of each associated value's type, in order.
    public var payloads: [TypeShape]
    /// Set by a trailing `// lockstep: ignore`.
    public var isIgnored: Bool
}
