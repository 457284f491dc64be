/// One stored instance property binding that generated code may offer to the runtime.
///
/// Only properties that survive the parser's filters (not computed, static, lazy, private, ignored…)
/// become a `PropertyDeclaration`; `var a, b: Int` yields two.
public struct PropertyDeclaration: Sendable, Equatable {
    /// The name as written, backticks included, so it can be pasted into a key path.
    public var name: String
    /// Where the name is.
    public var position: SourcePosition
    /// `private(set)` or `fileprivate(set)`: read-only from the generated file.
    public var hasRestrictedSetter: Bool
    /// The shape of the declared type; nil when the type is inferred from the initial value.
    public var shape: TypeShape?
    /// The property wrapper's name (`Frozen` for `@Frozen var x`), nil for none: the key path goes through the
    /// wrapper, which may have no setter.
    public var wrapper: String?
    /// Declared with a property wrapper.
    public var isWrapped: Bool { wrapper != nil }
    /// `@available(*, deprecated)`: generated code may only refer to it from a deprecated context.
    public var isDeprecated: Bool
    /// Set by a trailing `// lockstep: ignore` found after the property was parsed.
    public var isIgnored: Bool

    /// Creates a property.
    public init(name: String, position: SourcePosition, hasRestrictedSetter: Bool = false,
                shape: TypeShape? = nil, wrapper: String? = nil, isDeprecated: Bool = false) {
        self.name = name
        self.position = position
        self.hasRestrictedSetter = hasRestrictedSetter
        self.shape = shape
        self.wrapper = wrapper
        self.isDeprecated = isDeprecated
        self.isIgnored = false
    }
}
