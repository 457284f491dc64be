/// One thing inside an annotated type's body that affects generated code, in source order.
public enum MemberItem: Sendable, Equatable {
    /// A conditional-compilation line to reproduce.
    case directive(ConditionalDirective)
    /// A stored property to offer.
    case property(PropertyDeclaration)
    /// A single-payload enum case to wrap.
    case enumCase(EnumCaseDeclaration)
    /// A case with several associated values, which no accessor can wrap.
    case multiPayloadCase(MultiPayloadCase)
}
