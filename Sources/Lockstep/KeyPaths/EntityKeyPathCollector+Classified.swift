// One function per entity shape, for properties whose type the generator has classified itself (a type the
// user's target declares: it knows whether that is an entity, an aggregate or a wrapper). Generated code calls
// `collector.addEntity(\.author)` rather than `collector.add(\.author)`: the compiler then resolves one function
// instead of ranking the ~40 overloads of `add(_:)`, which is what made type-checking generated files slow.
//
// Each function does exactly what the `add(_:)` overload picked for the same property would do. Overload
// resolution tells a `var` from a `let` by the key path's static type; these take any `KeyPath` and tell them
// apart at run time (`checkWritable: true`): a key path that is a `WritableKeyPath` (a `var`) goes the writable
// way, any other (a `let`, a `private(set) var` seen from another file) is written at its offset. The
// cast costs one dynamic class check per property each time the type's key path list is built, next to the
// offset lookup that building the list already does.
extension EntityKeyPathCollector {
    // MARK: Entities

    /// Adds an `Identifiable` property, writable or a `let` stored property: for generated code that knows the
    /// property's type is a plain entity.
    @inlinable
    @_spi(Generated) public mutating func addEntity<T: Identifiable>(_ keyPath: KeyPath<Base, T>) {
        addRecord(keyPath, as: SingleShape(PlainEntity.self), checkWritable: true)
    }

    /// Adds an optional `Identifiable` property, writable or a `let` stored property: for generated code that knows
    /// the property's type is an optional plain entity.
    @inlinable
    @_spi(Generated) public mutating func addOptionalEntity<T: Identifiable>(_ keyPath: KeyPath<Base, T?>) {
        addRecord(keyPath, as: OptionalShape(PlainEntity.self), checkWritable: true)
    }

    /// Adds a collection of `Identifiable` values, writable or a `let` stored property: for generated code that
    /// knows the property's type is a collection of plain entities.
    @inlinable
    @_spi(Generated) public mutating func addEntities<C: MutableCollection>(_ keyPath: KeyPath<Base, C>) where C.Element: Identifiable, C.Index: Hashable {
        addRecord(keyPath, as: CollectionShape(PlainEntity.self), checkWritable: true)
    }

    /// Adds an optional collection of `Identifiable` values, writable or a `let` stored property: for generated
    /// code that knows the property's type is an optional collection of plain entities.
    @inlinable
    @_spi(Generated) public mutating func addOptionalEntities<C: MutableCollection>(_ keyPath: KeyPath<Base, C?>) where C.Element: Identifiable, C.Index: Hashable {
        addRecord(keyPath, as: UnwrappedShape(CollectionShape(PlainEntity.self)), checkWritable: true)
    }

    // MARK: Aggregates

    /// Adds an ``Aggregate`` property, writable or a `let` stored property: for generated code that knows the
    /// property's type is an aggregate. Its own nested entities are kept in sync too.
    @inlinable
    @_spi(Generated) public mutating func addAggregate<T: Aggregate>(_ keyPath: KeyPath<Base, T>) {
        addRecord(keyPath, as: SingleShape(AggregateEntity.self), checkWritable: true)
    }

    /// Adds an optional ``Aggregate`` property, writable or a `let` stored property: for generated code that knows
    /// the property's type is an optional aggregate.
    @inlinable
    @_spi(Generated) public mutating func addOptionalAggregate<T: Aggregate>(_ keyPath: KeyPath<Base, T?>) {
        addRecord(keyPath, as: OptionalShape(AggregateEntity.self), checkWritable: true)
    }

    /// Adds a collection of ``Aggregate``s, writable or a `let` stored property: for generated code that knows the
    /// property's type is a collection of aggregates.
    @inlinable
    @_spi(Generated) public mutating func addAggregates<C: MutableCollection>(_ keyPath: KeyPath<Base, C>) where C.Element: Aggregate, C.Index: Hashable {
        addRecord(keyPath, as: CollectionShape(AggregateEntity.self), checkWritable: true)
    }

    /// Adds an optional collection of ``Aggregate``s, writable or a `let` stored property: for generated code that
    /// knows the property's type is an optional collection of aggregates.
    @inlinable
    @_spi(Generated) public mutating func addOptionalAggregates<C: MutableCollection>(_ keyPath: KeyPath<Base, C?>) where C.Element: Aggregate, C.Index: Hashable {
        addRecord(keyPath, as: UnwrappedShape(CollectionShape(AggregateEntity.self)), checkWritable: true)
    }

    // MARK: Entity wrappers

    /// Adds an ``EntityWrapper`` property, writable or a `let` stored property of an aggregate or wrapper: for
    /// generated code that knows the property's type is a wrapper. A wrapper that is also `Identifiable` is kept
    /// as a wrapper.
    @inlinable
    @_spi(Generated) public mutating func addWrapper<W: EntityWrapper>(_ keyPath: KeyPath<Base, W>) {
        addWrapperRecord(keyPath, checkWritable: true) { PartialIdentifiableKeyPath(wrapper: $0) }
    }

    /// Adds an optional ``EntityWrapper`` property, writable or a `let` stored property of an aggregate or wrapper:
    /// for generated code that knows the property's type is an optional wrapper.
    @inlinable
    @_spi(Generated) public mutating func addOptionalWrapper<W: EntityWrapper>(_ keyPath: KeyPath<Base, W?>) {
        addWrapperRecord(keyPath, checkWritable: true) { PartialIdentifiableKeyPath(wrapper: $0) }
    }

    /// Adds a collection of ``EntityWrapper``s, writable or a `let` stored property of an aggregate or wrapper: for
    /// generated code that knows the property's type is a collection of wrappers.
    @inlinable
    @_spi(Generated) public mutating func addWrappers<C: MutableCollection>(_ keyPath: KeyPath<Base, C>) where C.Element: EntityWrapper, C.Index: Hashable {
        addWrapperRecord(keyPath, checkWritable: true) { PartialIdentifiableKeyPath(wrapper: $0) }
    }

    /// Adds an optional collection of ``EntityWrapper``s, writable or a `let` stored property of an aggregate or
    /// wrapper: for generated code that knows the property's type is an optional collection of wrappers.
    @inlinable
    @_spi(Generated) public mutating func addOptionalWrappers<C: MutableCollection>(_ keyPath: KeyPath<Base, C?>) where C.Element: EntityWrapper, C.Index: Hashable {
        addWrapperRecord(keyPath, checkWritable: true) { PartialIdentifiableKeyPath(wrapper: $0) }
    }
}
