/// The attributes and modifiers of one declaration that matter for generation.
struct DeclarationModifiers {
    /// Explicit access level, if any.
    var access: AccessLevel?
    /// The level in `private(set)` and friends.
    var setterAccess: AccessLevel?
    /// `static`, or `class` used as a modifier.
    var isStatic = false
    /// `@MainActor` (or `@_Concurrency.MainActor`): the declaration is isolated to the main actor.
    var isMainActor = false
    /// `@available(…, deprecated…)`.
    var isDeprecated = false
    /// `@available(…, unavailable)`: generated code cannot refer to it at all.
    var isUnavailable = false
    /// `@available` attributes that restrict platforms or versions (`@available(iOS 17, *)`), as written.
    var availability: [String] = []
    /// Isolated to a global actor other than the main actor.
    var isOtherActorIsolated = false
    /// A custom attribute: a property wrapper on a property (`@Published`, `@Frozen`), an attached macro on a
    /// type (`@Model`, which may add conformances no inheritance clause shows).
    var hasCustomAttribute = false
    /// A custom attribute other than `@Observable`: on a type, an attached macro that may add conformances no
    /// inheritance clause shows (`@Model` adds `Identifiable`). Observation's macro adds `Observable` alone, and
    /// leaves the type for the generator to classify, and report on, itself.
    var mayAddConformances = false
    /// The first of those macros, by name (`Model`): what the generator's warnings name when it cannot tell what
    /// the type is.
    var conformingMacro: String?
    /// The name of the last custom attribute (`Logged` for `@Logged`): a property's wrapper type.
    var customAttributeName: String?
    /// `final`.
    var isFinal = false
    /// `lazy`.
    var isLazy = false

    /// Records an attached macro that may add conformances.
    mutating func noteMacro(named name: String) {
        mayAddConformances = true
        if conformingMacro == nil { conformingMacro = name }
    }
}
