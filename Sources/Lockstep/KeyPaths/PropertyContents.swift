/// What a property holds, as far as the store is concerned, decided at compile time from the property's static
/// type by the `contents(of:)` overloads of ``EntityKeyPathCollector``.
///
/// Generated code uses it to warn, at the property's own line and naming the type and the property, where an
/// entity sits somewhere the store cannot keep it in sync (a property of a class, a wrapped property without a
/// setter, a `Set` or `Dictionary` of entities). Each case is its own type, so that overload resolution can
/// pick a deprecated function for the cases that deserve a warning.
@_spi(Generated) public enum PropertyContents {
    /// No entity: the store ignores the property.
    public struct NoEntities: Sendable {
        /// Creates the marker.
        @inlinable public init() {}
    }

    /// Entities, entity wrappers or collections of them, behind a writable key path.
    public struct WritableEntities: Sendable {
        /// Creates the marker.
        @inlinable public init() {}
    }

    /// Entities, entity wrappers or collections of them, behind a read-only key path (a `let`, a
    /// `private(set) var` seen from another file, or a computed property without a setter).
    public struct ReadOnlyEntities: Sendable {
        /// Creates the marker.
        @inlinable public init() {}
    }

    /// A `Set` or a `Dictionary` of entities, which the store never keeps in sync.
    public struct UnsupportedEntities: Sendable {
        /// Creates the marker.
        @inlinable public init() {}
    }
}
