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
    /// The declared type's shape, read only for main-actor types (whose properties a nonisolated comparison may
    /// read only when their types are known values); nil otherwise, or when the type is inferred.
    public var shape: TypeShape?
}
