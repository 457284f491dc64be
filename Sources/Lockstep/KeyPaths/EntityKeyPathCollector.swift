/// Builds a list of ``PartialIdentifiableKeyPath``s from every stored property of a type, keeping only the
/// ones that hold entities. This is what `lockstep-gen` emits, so that it can offer every property without
/// knowing their types:
///
/// ```swift
/// var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
///     var collector = EntityKeyPathCollector<Self>()
///     collector.add(\.author)      // Author: Identifiable, kept
///     collector.add(\.books)       // [Book], kept
///     collector.add(\.updatedAt)   // Date, dropped at compile time
///     return collector.keyPaths
/// }
/// ```
///
/// Overload resolution on the key path's static type picks the entity shape; anything else resolves to the
/// overload that does nothing. Entities that cannot be kept in sync (read-only properties, `Set`s and
/// `Dictionary`s of entities) resolve to deprecated overloads, so the compiler warns on that line.
public struct EntityKeyPathCollector<Root> {
    @usableFromInline
    var collected: [PartialIdentifiableKeyPath<Root>] = []

    /// The entity key paths added so far, in order.
    public var keyPaths: [PartialIdentifiableKeyPath<Root>] { collected }

    /// Creates an empty collector.
    @inlinable
    public init() {}

    // MARK: Entities

    /// Adds an `Identifiable` property.
    @inlinable
    public mutating func add<T: Identifiable>(_ keyPath: WritableKeyPath<Root, T>) {
        collected.append(PartialIdentifiableKeyPath(keyPath))
    }

    /// Adds an ``Aggregate`` property.
    @inlinable
    public mutating func add<T: Aggregate>(_ keyPath: WritableKeyPath<Root, T>) {
        collected.append(PartialIdentifiableKeyPath(keyPath))
    }

    /// Adds an optional `Identifiable` property.
    @inlinable
    public mutating func add<T: Identifiable>(_ keyPath: WritableKeyPath<Root, T?>) {
        collected.append(PartialIdentifiableKeyPath(keyPath))
    }

    /// Adds an optional ``Aggregate`` property.
    @inlinable
    public mutating func add<T: Aggregate>(_ keyPath: WritableKeyPath<Root, T?>) {
        collected.append(PartialIdentifiableKeyPath(keyPath))
    }

    /// Adds a collection of `Identifiable` values.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: WritableKeyPath<Root, C>) where C.Element: Identifiable, C.Index: Hashable {
        collected.append(PartialIdentifiableKeyPath(keyPath))
    }

    /// Adds a collection of ``Aggregate``s.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: WritableKeyPath<Root, C>) where C.Element: Aggregate, C.Index: Hashable {
        collected.append(PartialIdentifiableKeyPath(keyPath))
    }

    /// Adds an optional collection of `Identifiable` values.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: WritableKeyPath<Root, C?>) where C.Element: Identifiable, C.Index: Hashable {
        collected.append(PartialIdentifiableKeyPath(keyPath))
    }

    /// Adds an optional collection of ``Aggregate``s.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: WritableKeyPath<Root, C?>) where C.Element: Aggregate, C.Index: Hashable {
        collected.append(PartialIdentifiableKeyPath(keyPath))
    }

    // MARK: Wrappers

    /// Adds an ``EntityWrapper`` property.
    @inlinable
    public mutating func add<W: EntityWrapper>(_ keyPath: WritableKeyPath<Root, W>) {
        collected.append(PartialIdentifiableKeyPath(wrapper: keyPath))
    }

    /// Adds an optional ``EntityWrapper`` property.
    @inlinable
    public mutating func add<W: EntityWrapper>(_ keyPath: WritableKeyPath<Root, W?>) {
        collected.append(PartialIdentifiableKeyPath(wrapper: keyPath))
    }

    /// Adds a collection of ``EntityWrapper``s.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: WritableKeyPath<Root, C>) where C.Element: EntityWrapper, C.Index: Hashable {
        collected.append(PartialIdentifiableKeyPath(wrapper: keyPath))
    }

    /// Adds an optional collection of ``EntityWrapper``s.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: WritableKeyPath<Root, C?>) where C.Element: EntityWrapper, C.Index: Hashable {
        collected.append(PartialIdentifiableKeyPath(wrapper: keyPath))
    }

    // MARK: Everything else

    /// Ignores a property that holds no entity.
    @inlinable
    public mutating func add<T>(_ keyPath: KeyPath<Root, T>) {}

    // MARK: Entities that cannot be kept in sync

    /// Warns about a read-only property holding an entity: the store could not write updates into it.
    @available(*, deprecated, message: "this property holds an entity but is read-only ('let' or 'private(set)'), so it cannot be kept in sync: make it a 'var' or mark it '// lockstep: ignore'")
    @inlinable
    public mutating func add<T: Identifiable>(_ keyPath: KeyPath<Root, T>) {}

    /// Warns about a read-only optional property holding an entity.
    @available(*, deprecated, message: "this property holds an entity but is read-only ('let' or 'private(set)'), so it cannot be kept in sync: make it a 'var' or mark it '// lockstep: ignore'")
    @inlinable
    public mutating func add<T: Identifiable>(_ keyPath: KeyPath<Root, T?>) {}

    /// Warns about a read-only collection of entities.
    @available(*, deprecated, message: "this property holds entities but is read-only ('let' or 'private(set)'), so it cannot be kept in sync: make it a 'var' or mark it '// lockstep: ignore'")
    @inlinable
    public mutating func add<C: Collection>(_ keyPath: KeyPath<Root, C>) where C.Element: Identifiable {}

    /// Warns about a read-only property holding an entity wrapper.
    @available(*, deprecated, message: "this property holds an entity wrapper but is read-only ('let' or 'private(set)'), so it cannot be kept in sync: make it a 'var' or mark it '// lockstep: ignore'")
    @inlinable
    public mutating func add<W: EntityWrapper>(_ keyPath: KeyPath<Root, W>) {}

    /// Warns about a `Set` of entities: a set has no stable positions to write updates into.
    @available(*, deprecated, message: "a Set of entities cannot be kept in sync: use an Array, or mark the property '// lockstep: ignore'")
    @inlinable
    public mutating func add<S: SetAlgebra & Collection>(_ keyPath: KeyPath<Root, S>) where S.Element: Identifiable {}

    /// Warns about a `Dictionary` of entities, which the store does not keep in sync.
    @available(*, deprecated, message: "a Dictionary of entities cannot be kept in sync: use an Array, or mark the property '// lockstep: ignore'")
    @inlinable
    public mutating func add<Key, Value: Identifiable>(_ keyPath: KeyPath<Root, [Key: Value]>) {}
}
