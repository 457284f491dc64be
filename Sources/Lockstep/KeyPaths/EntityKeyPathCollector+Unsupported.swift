// Entities the store cannot keep in sync, whatever the property: the compiler warns where generated code
// offers them (the generated file points that warning at the property's own line).
extension EntityKeyPathCollector {
    /// Warns about a `Set` of entities: a set has no stable positions to write updates into.
    @available(*, deprecated, message: "a Set of entities cannot be kept in sync: use an Array, or mark the property '// lockstep: ignore'")
    @inlinable
    public mutating func add<S: SetAlgebra & Collection>(_ keyPath: KeyPath<Base, S>) where S.Element: Identifiable {}

    /// Warns about an optional `Set` of entities.
    @available(*, deprecated, message: "a Set of entities cannot be kept in sync: use an Array, or mark the property '// lockstep: ignore'")
    @inlinable
    public mutating func add<S: SetAlgebra & Collection>(_ keyPath: KeyPath<Base, S?>) where S.Element: Identifiable {}

    /// Warns about a `Dictionary` of entities, which the store does not keep in sync.
    @available(*, deprecated, message: "a Dictionary of entities cannot be kept in sync: use an Array, or mark the property '// lockstep: ignore'")
    @inlinable
    public mutating func add<Key, Value: Identifiable>(_ keyPath: KeyPath<Base, [Key: Value]>) {}

    /// Warns about an optional `Dictionary` of entities.
    @available(*, deprecated, message: "a Dictionary of entities cannot be kept in sync: use an Array, or mark the property '// lockstep: ignore'")
    @inlinable
    public mutating func add<Key, Value: Identifiable>(_ keyPath: KeyPath<Base, [Key: Value]?>) {}
}
