// Compile-time classification of a property for generated diagnostics (see ``PropertyContents``). Overloads
// mirror `add(_:)`'s: an entity shape behind a writable key path, behind a read-only one, or in a `Set` or
// `Dictionary`; anything else holds no entity. Only the return type matters, so nothing here is inlinable.
extension EntityKeyPathCollector {
    /// A property that holds no entity.
    @_spi(Generated) public static func contents<T>(of keyPath: KeyPath<Base, T>) -> PropertyContents.NoEntities { .init() }

    /// A writable property holding an `Identifiable` value.
    @_spi(Generated) public static func contents<T: Identifiable>(of keyPath: WritableKeyPath<Base, T>) -> PropertyContents.WritableEntities { .init() }

    /// A read-only property holding an `Identifiable` value.
    @_spi(Generated) public static func contents<T: Identifiable>(of keyPath: KeyPath<Base, T>) -> PropertyContents.ReadOnlyEntities { .init() }

    /// A writable property holding an optional `Identifiable` value.
    @_spi(Generated) public static func contents<T: Identifiable>(of keyPath: WritableKeyPath<Base, T?>) -> PropertyContents.WritableEntities { .init() }

    /// A read-only property holding an optional `Identifiable` value.
    @_spi(Generated) public static func contents<T: Identifiable>(of keyPath: KeyPath<Base, T?>) -> PropertyContents.ReadOnlyEntities { .init() }

    /// A writable property holding a collection of `Identifiable` values.
    @_spi(Generated) public static func contents<C: Collection>(of keyPath: WritableKeyPath<Base, C>) -> PropertyContents.WritableEntities where C.Element: Identifiable { .init() }

    /// A read-only property holding a collection of `Identifiable` values.
    @_spi(Generated) public static func contents<C: Collection>(of keyPath: KeyPath<Base, C>) -> PropertyContents.ReadOnlyEntities where C.Element: Identifiable { .init() }

    /// A writable property holding an optional collection of `Identifiable` values.
    @_spi(Generated) public static func contents<C: Collection>(of keyPath: WritableKeyPath<Base, C?>) -> PropertyContents.WritableEntities where C.Element: Identifiable { .init() }

    /// A read-only property holding an optional collection of `Identifiable` values.
    @_spi(Generated) public static func contents<C: Collection>(of keyPath: KeyPath<Base, C?>) -> PropertyContents.ReadOnlyEntities where C.Element: Identifiable { .init() }

    /// A writable property holding an ``EntityWrapper``.
    @_spi(Generated) public static func contents<W: EntityWrapper>(of keyPath: WritableKeyPath<Base, W>) -> PropertyContents.WritableEntities { .init() }

    /// A read-only property holding an ``EntityWrapper``.
    @_spi(Generated) public static func contents<W: EntityWrapper>(of keyPath: KeyPath<Base, W>) -> PropertyContents.ReadOnlyEntities { .init() }

    /// A writable property holding an optional ``EntityWrapper``.
    @_spi(Generated) public static func contents<W: EntityWrapper>(of keyPath: WritableKeyPath<Base, W?>) -> PropertyContents.WritableEntities { .init() }

    /// A read-only property holding an optional ``EntityWrapper``.
    @_spi(Generated) public static func contents<W: EntityWrapper>(of keyPath: KeyPath<Base, W?>) -> PropertyContents.ReadOnlyEntities { .init() }

    /// A writable property holding a collection of ``EntityWrapper``s.
    @_spi(Generated) public static func contents<C: Collection>(of keyPath: WritableKeyPath<Base, C>) -> PropertyContents.WritableEntities where C.Element: EntityWrapper { .init() }

    /// A read-only property holding a collection of ``EntityWrapper``s.
    @_spi(Generated) public static func contents<C: Collection>(of keyPath: KeyPath<Base, C>) -> PropertyContents.ReadOnlyEntities where C.Element: EntityWrapper { .init() }

    /// A writable property holding an optional collection of ``EntityWrapper``s.
    @_spi(Generated) public static func contents<C: Collection>(of keyPath: WritableKeyPath<Base, C?>) -> PropertyContents.WritableEntities where C.Element: EntityWrapper { .init() }

    /// A read-only property holding an optional collection of ``EntityWrapper``s.
    @_spi(Generated) public static func contents<C: Collection>(of keyPath: KeyPath<Base, C?>) -> PropertyContents.ReadOnlyEntities where C.Element: EntityWrapper { .init() }

    /// A writable property holding an `Identifiable` ``EntityWrapper``.
    @_spi(Generated) public static func contents<W: EntityWrapper & Identifiable>(of keyPath: WritableKeyPath<Base, W>) -> PropertyContents.WritableEntities { .init() }

    /// A read-only property holding an `Identifiable` ``EntityWrapper``.
    @_spi(Generated) public static func contents<W: EntityWrapper & Identifiable>(of keyPath: KeyPath<Base, W>) -> PropertyContents.ReadOnlyEntities { .init() }

    /// A writable property holding an optional `Identifiable` ``EntityWrapper``.
    @_spi(Generated) public static func contents<W: EntityWrapper & Identifiable>(of keyPath: WritableKeyPath<Base, W?>) -> PropertyContents.WritableEntities { .init() }

    /// A read-only property holding an optional `Identifiable` ``EntityWrapper``.
    @_spi(Generated) public static func contents<W: EntityWrapper & Identifiable>(of keyPath: KeyPath<Base, W?>) -> PropertyContents.ReadOnlyEntities { .init() }

    /// A writable property holding a collection of `Identifiable` ``EntityWrapper``s.
    @_spi(Generated) public static func contents<C: Collection>(of keyPath: WritableKeyPath<Base, C>) -> PropertyContents.WritableEntities where C.Element: EntityWrapper & Identifiable { .init() }

    /// A read-only property holding a collection of `Identifiable` ``EntityWrapper``s.
    @_spi(Generated) public static func contents<C: Collection>(of keyPath: KeyPath<Base, C>) -> PropertyContents.ReadOnlyEntities where C.Element: EntityWrapper & Identifiable { .init() }

    /// A writable property holding an optional collection of `Identifiable` ``EntityWrapper``s.
    @_spi(Generated) public static func contents<C: Collection>(of keyPath: WritableKeyPath<Base, C?>) -> PropertyContents.WritableEntities where C.Element: EntityWrapper & Identifiable { .init() }

    /// A read-only property holding an optional collection of `Identifiable` ``EntityWrapper``s.
    @_spi(Generated) public static func contents<C: Collection>(of keyPath: KeyPath<Base, C?>) -> PropertyContents.ReadOnlyEntities where C.Element: EntityWrapper & Identifiable { .init() }

    /// A property holding a `Set` of entities.
    @_spi(Generated) public static func contents<S: SetAlgebra & Collection>(of keyPath: KeyPath<Base, S>) -> PropertyContents.UnsupportedEntities where S.Element: Identifiable { .init() }

    /// A property holding an optional `Set` of entities.
    @_spi(Generated) public static func contents<S: SetAlgebra & Collection>(of keyPath: KeyPath<Base, S?>) -> PropertyContents.UnsupportedEntities where S.Element: Identifiable { .init() }

    /// A property holding a `Dictionary` of entities.
    @_spi(Generated) public static func contents<Key, Value: Identifiable>(of keyPath: KeyPath<Base, [Key: Value]>) -> PropertyContents.UnsupportedEntities { .init() }

    /// A property holding an optional `Dictionary` of entities.
    @_spi(Generated) public static func contents<Key, Value: Identifiable>(of keyPath: KeyPath<Base, [Key: Value]?>) -> PropertyContents.UnsupportedEntities { .init() }
}

/// What a property holds, as far as the store is concerned, decided at compile time from the property's static
/// type by the `contents(of:)` overloads of ``EntityKeyPathCollector``.
///
/// Generated code uses it to warn, at the property's own line and naming the type and the property, where an
/// entity sits somewhere the store cannot keep it in sync (a property of a class, a wrapped property without a
/// setter, a `Set` or `Dictionary` of entities). Each case is its own type, so that overload resolution can
/// pick a deprecated function for the cases that deserve a warning.
@_spi(Generated) public enum PropertyContents {
    /// No entity: the store ignores the property.
    public struct NoEntities: Sendable {}

    /// Entities, entity wrappers or collections of them, behind a writable key path.
    public struct WritableEntities: Sendable {}

    /// Entities, entity wrappers or collections of them, behind a read-only key path (a `let`, a
    /// `private(set) var` seen from another file, or a computed property without a setter).
    public struct ReadOnlyEntities: Sendable {}

    /// A `Set` or a `Dictionary` of entities, which the store never keeps in sync.
    public struct UnsupportedEntities: Sendable {}
}
