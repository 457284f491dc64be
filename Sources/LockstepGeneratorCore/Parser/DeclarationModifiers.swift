/// The modifiers of one declaration that matter for generation.
struct DeclarationModifiers {
    /// Explicit access level, if any.
    var access: AccessLevel?
    /// The level in `private(set)` and friends.
    var setterAccess: AccessLevel?
    /// `static`, or `class` used as a modifier.
    var isStatic = false
    /// `@MainActor`: the type's properties are isolated, so the store cannot read them from any thread.
    var isMainActor = false
    /// `final`.
    var isFinal = false
    /// `lazy`.
    var isLazy = false
}
