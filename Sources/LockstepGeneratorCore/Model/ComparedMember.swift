/// One thing a structural comparison of a type reads, in source order: every stored instance property of a
/// struct or class (annotated or not, ignored ones too: a write they change must still notify), or every case of
/// an enum, with the `#if` lines around them.
public enum ComparedMember: Sendable, Equatable {
    /// A conditional-compilation line to reproduce.
    case directive(ConditionalDirective)
    /// A stored instance property.
    case property(ComparedProperty)
    /// An enum case and the shape of each associated value's type.
    case enumCase(name: String, payloads: [TypeShape], isDeprecated: Bool)
}
