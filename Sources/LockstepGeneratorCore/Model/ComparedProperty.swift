/// A stored instance property as a structural comparison, and the rebuild of an immutable class, see it.
public struct ComparedProperty: Sendable, Equatable {
    /// The name as written, backticks included.
    public var name: String
    /// `let`: an immutable class has nothing else.
    public var isLet: Bool
    /// Declared with an initial value: no initializer can take a `let` that has one.
    public var hasInitialValue: Bool
    /// `@available(*, deprecated)`: generated code may only read it from a deprecated context.
    public var isDeprecated: Bool
    /// The declared type's shape (nil when the type is inferred): a property whose type is known to compare
    /// structurally gets a call without overloads, and a main-actor type's property is read by a nonisolated
    /// comparison only when its type is a known value.
    public var shape: TypeShape?
    /// Where the name is: an unannotated type's property that holds entities is reported there.
    public var position = SourcePosition(line: 0, column: 0)
    /// Marked `// lockstep: ignore`: still compared, never reported.
    public var isIgnored = false
}
