/// An `#if` / `#elseif` / `#else` / `#endif` line, reproduced verbatim around generated code.
public struct ConditionalDirective: Sendable, Equatable {
    /// Which directive.
    public enum Kind: Sendable, Equatable {
        /// `#if`, `#elseif`, `#else`, `#endif`.
        case `if`, elseif, `else`, endif
    }

    /// Which directive this is.
    public var kind: Kind
    /// The directive as written, e.g. `#if os(iOS) && DEBUG`, without any trailing comment.
    public var text: String
}
