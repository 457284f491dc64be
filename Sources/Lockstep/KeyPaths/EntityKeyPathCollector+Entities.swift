// Writable properties (`var`s) holding entities, entity wrappers, or collections of either.
extension EntityKeyPathCollector {
    /// Adds an `Identifiable` property.
    @inlinable
    public mutating func add<T: Identifiable>(_ keyPath: WritableKeyPath<Base, T>) {
        collected.append(PartialIdentifiableKeyPath(rooted(keyPath)))
    }

    /// Adds an ``Aggregate`` property.
    @inlinable
    public mutating func add<T: Aggregate>(_ keyPath: WritableKeyPath<Base, T>) {
        collected.append(PartialIdentifiableKeyPath(rooted(keyPath)))
    }

    /// Adds an optional `Identifiable` property.
    @inlinable
    public mutating func add<T: Identifiable>(_ keyPath: WritableKeyPath<Base, T?>) {
        collected.append(PartialIdentifiableKeyPath(rooted(keyPath)))
    }

    /// Adds an optional ``Aggregate`` property.
    @inlinable
    public mutating func add<T: Aggregate>(_ keyPath: WritableKeyPath<Base, T?>) {
        collected.append(PartialIdentifiableKeyPath(rooted(keyPath)))
    }

    /// Adds a collection of `Identifiable` values.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: WritableKeyPath<Base, C>) where C.Element: Identifiable, C.Index: Hashable {
        collected.append(PartialIdentifiableKeyPath(rooted(keyPath)))
    }

    /// Adds a collection of ``Aggregate``s.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: WritableKeyPath<Base, C>) where C.Element: Aggregate, C.Index: Hashable {
        collected.append(PartialIdentifiableKeyPath(rooted(keyPath)))
    }

    /// Adds an optional collection of `Identifiable` values.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: WritableKeyPath<Base, C?>) where C.Element: Identifiable, C.Index: Hashable {
        collected.append(PartialIdentifiableKeyPath(rooted(keyPath)))
    }

    /// Adds an optional collection of ``Aggregate``s.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: WritableKeyPath<Base, C?>) where C.Element: Aggregate, C.Index: Hashable {
        collected.append(PartialIdentifiableKeyPath(rooted(keyPath)))
    }

    /// Adds an ``EntityWrapper`` property.
    @inlinable
    public mutating func add<W: EntityWrapper>(_ keyPath: WritableKeyPath<Base, W>) {
        collected.append(PartialIdentifiableKeyPath(wrapper: rooted(keyPath)))
    }

    /// Adds an optional ``EntityWrapper`` property.
    @inlinable
    public mutating func add<W: EntityWrapper>(_ keyPath: WritableKeyPath<Base, W?>) {
        collected.append(PartialIdentifiableKeyPath(wrapper: rooted(keyPath)))
    }

    /// Adds a collection of ``EntityWrapper``s.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: WritableKeyPath<Base, C>) where C.Element: EntityWrapper, C.Index: Hashable {
        collected.append(PartialIdentifiableKeyPath(wrapper: rooted(keyPath)))
    }

    /// Adds an optional collection of ``EntityWrapper``s.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: WritableKeyPath<Base, C?>) where C.Element: EntityWrapper, C.Index: Hashable {
        collected.append(PartialIdentifiableKeyPath(wrapper: rooted(keyPath)))
    }

    // An enum that is both `Identifiable` and an entity wrapper (a timeline item with an `id`) would match both
    // the entity and the wrapper overloads; these more specific ones settle it: it is kept as a wrapper.

    /// Adds an ``EntityWrapper`` property whose type is also `Identifiable`: it is kept as a wrapper.
    @inlinable
    public mutating func add<W: EntityWrapper & Identifiable>(_ keyPath: WritableKeyPath<Base, W>) {
        collected.append(PartialIdentifiableKeyPath(wrapper: rooted(keyPath)))
    }

    /// Adds an optional ``EntityWrapper`` property whose type is also `Identifiable`: it is kept as a wrapper.
    @inlinable
    public mutating func add<W: EntityWrapper & Identifiable>(_ keyPath: WritableKeyPath<Base, W?>) {
        collected.append(PartialIdentifiableKeyPath(wrapper: rooted(keyPath)))
    }

    /// Adds a collection of ``EntityWrapper``s that are also `Identifiable`: they are kept as wrappers.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: WritableKeyPath<Base, C>)
    where C.Element: EntityWrapper & Identifiable, C.Index: Hashable {
        collected.append(PartialIdentifiableKeyPath(wrapper: rooted(keyPath)))
    }

    /// Adds an optional collection of ``EntityWrapper``s that are also `Identifiable`: they are kept as wrappers.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: WritableKeyPath<Base, C?>)
    where C.Element: EntityWrapper & Identifiable, C.Index: Hashable {
        collected.append(PartialIdentifiableKeyPath(wrapper: rooted(keyPath)))
    }
}
