// One function per entity shape, for properties whose type the generator has classified itself (a type the
// user's target declares: it knows whether that is an entity, an aggregate or a wrapper). Generated code calls
// `collector.addEntity(\.author)` rather than `collector.add(\.author)`: the compiler then resolves one function
// instead of ranking the ~40 overloads of `add(_:)`, which is what made type-checking generated files slow.
//
// Each function does exactly what the `add(_:)` overload picked for the same property would do. Overload
// resolution tells a `var` from a `let` by the key path's static type; these take any `KeyPath` and tell them
// apart at run time: a key path that is a `WritableKeyPath` (a `var`) goes the writable way, any other (a `let`,
// a `private(set) var` seen from another file) is written at its offset (`addStored`, `addStoredWrapper`). The
// cast costs one dynamic class check per property each time the type's key path list is built, next to the
// offset lookup that building the list already does.
extension EntityKeyPathCollector {
    // MARK: Entities

    /// Adds an `Identifiable` property, writable or a `let` stored property: for generated code that knows the
    /// property's type is a plain entity.
    @inlinable
    @_spi(Generated) public mutating func addEntity<T: Identifiable>(_ keyPath: KeyPath<Base, T>) {
        addEitherWay(
            keyPath, writable: { .single($0, store: PlainEntity.self) },
            stored: { .single($0, store: PlainEntity.self) }, relative: { .single($0, $1, store: PlainEntity.self) }
        )
    }

    /// Adds an optional `Identifiable` property, writable or a `let` stored property: for generated code that knows
    /// the property's type is an optional plain entity.
    @inlinable
    @_spi(Generated) public mutating func addOptionalEntity<T: Identifiable>(_ keyPath: KeyPath<Base, T?>) {
        addEitherWay(
            keyPath, writable: { .optional($0, store: PlainEntity.self) },
            stored: { .optional($0, store: PlainEntity.self) }, relative: { .optional($0, $1, store: PlainEntity.self) }
        )
    }

    /// Adds a collection of `Identifiable` values, writable or a `let` stored property: for generated code that
    /// knows the property's type is a collection of plain entities.
    @inlinable
    @_spi(Generated) public mutating func addEntities<C: MutableCollection>(_ keyPath: KeyPath<Base, C>) where C.Element: Identifiable, C.Index: Hashable {
        addEitherWay(
            keyPath, writable: { .collection($0, store: PlainEntity.self) },
            stored: { .collection($0, store: PlainEntity.self) }, relative: { .collection($0, $1, store: PlainEntity.self) }
        )
    }

    /// Adds an optional collection of `Identifiable` values, writable or a `let` stored property: for generated
    /// code that knows the property's type is an optional collection of plain entities.
    @inlinable
    @_spi(Generated) public mutating func addOptionalEntities<C: MutableCollection>(_ keyPath: KeyPath<Base, C?>) where C.Element: Identifiable, C.Index: Hashable {
        addEitherWay(
            keyPath, writable: { .optionalCollection($0, store: PlainEntity.self) },
            stored: { .optionalCollection($0, store: PlainEntity.self) }, relative: { .optionalCollection($0, $1, store: PlainEntity.self) }
        )
    }

    // MARK: Aggregates

    /// Adds an ``Aggregate`` property, writable or a `let` stored property: for generated code that knows the
    /// property's type is an aggregate. Its own nested entities are kept in sync too.
    @inlinable
    @_spi(Generated) public mutating func addAggregate<T: Aggregate>(_ keyPath: KeyPath<Base, T>) {
        addEitherWay(
            keyPath, writable: { .single($0, store: AggregateEntity.self) },
            stored: { .single($0, store: AggregateEntity.self) }, relative: { .single($0, $1, store: AggregateEntity.self) }
        )
    }

    /// Adds an optional ``Aggregate`` property, writable or a `let` stored property: for generated code that knows
    /// the property's type is an optional aggregate.
    @inlinable
    @_spi(Generated) public mutating func addOptionalAggregate<T: Aggregate>(_ keyPath: KeyPath<Base, T?>) {
        addEitherWay(
            keyPath, writable: { .optional($0, store: AggregateEntity.self) },
            stored: { .optional($0, store: AggregateEntity.self) }, relative: { .optional($0, $1, store: AggregateEntity.self) }
        )
    }

    /// Adds a collection of ``Aggregate``s, writable or a `let` stored property: for generated code that knows the
    /// property's type is a collection of aggregates.
    @inlinable
    @_spi(Generated) public mutating func addAggregates<C: MutableCollection>(_ keyPath: KeyPath<Base, C>) where C.Element: Aggregate, C.Index: Hashable {
        addEitherWay(
            keyPath, writable: { .collection($0, store: AggregateEntity.self) },
            stored: { .collection($0, store: AggregateEntity.self) }, relative: { .collection($0, $1, store: AggregateEntity.self) }
        )
    }

    /// Adds an optional collection of ``Aggregate``s, writable or a `let` stored property: for generated code that
    /// knows the property's type is an optional collection of aggregates.
    @inlinable
    @_spi(Generated) public mutating func addOptionalAggregates<C: MutableCollection>(_ keyPath: KeyPath<Base, C?>) where C.Element: Aggregate, C.Index: Hashable {
        addEitherWay(
            keyPath, writable: { .optionalCollection($0, store: AggregateEntity.self) },
            stored: { .optionalCollection($0, store: AggregateEntity.self) },
            relative: { .optionalCollection($0, $1, store: AggregateEntity.self) }
        )
    }

    // MARK: Entity wrappers

    /// Adds an ``EntityWrapper`` property, writable or a `let` stored property of an aggregate or wrapper: for
    /// generated code that knows the property's type is a wrapper. A wrapper that is also `Identifiable` is kept
    /// as a wrapper.
    @inlinable
    @_spi(Generated) public mutating func addWrapper<W: EntityWrapper>(_ keyPath: KeyPath<Base, W>) {
        addWrapperEitherWay(keyPath) { PartialIdentifiableKeyPath(wrapper: $0) }
    }

    /// Adds an optional ``EntityWrapper`` property, writable or a `let` stored property of an aggregate or wrapper:
    /// for generated code that knows the property's type is an optional wrapper.
    @inlinable
    @_spi(Generated) public mutating func addOptionalWrapper<W: EntityWrapper>(_ keyPath: KeyPath<Base, W?>) {
        addWrapperEitherWay(keyPath) { PartialIdentifiableKeyPath(wrapper: $0) }
    }

    /// Adds a collection of ``EntityWrapper``s, writable or a `let` stored property of an aggregate or wrapper: for
    /// generated code that knows the property's type is a collection of wrappers.
    @inlinable
    @_spi(Generated) public mutating func addWrappers<C: MutableCollection>(_ keyPath: KeyPath<Base, C>) where C.Element: EntityWrapper, C.Index: Hashable {
        addWrapperEitherWay(keyPath) { PartialIdentifiableKeyPath(wrapper: $0) }
    }

    /// Adds an optional collection of ``EntityWrapper``s, writable or a `let` stored property of an aggregate or
    /// wrapper: for generated code that knows the property's type is an optional collection of wrappers.
    @inlinable
    @_spi(Generated) public mutating func addOptionalWrappers<C: MutableCollection>(_ keyPath: KeyPath<Base, C?>) where C.Element: EntityWrapper, C.Index: Hashable {
        addWrapperEitherWay(keyPath) { PartialIdentifiableKeyPath(wrapper: $0) }
    }

    // MARK: Writable or read-only, at run time

    /// Adds what `writable` builds when `keyPath` is writable at run time (the body of the `WritableKeyPath`
    /// overload of `add(_:)`), and otherwise what the read-only overload adds through `addStored`.
    @inlinable
    mutating func addEitherWay<T>(
        _ keyPath: KeyPath<Base, T>,
        writable: (WritableKeyPath<Root, T>) -> PartialIdentifiableKeyPath<Root>,
        stored: (StoredProperty<Root, T>) -> PartialIdentifiableKeyPath<Root>,
        relative: (WritableKeyPath<Root, Base>, StoredProperty<Base, T>) -> PartialIdentifiableKeyPath<Root>
    ) {
        if let writableKeyPath = keyPath as? WritableKeyPath<Base, T> {
            collected.append(writable(rooted(writableKeyPath)))
        } else {
            addStored(keyPath, stored, relative: relative)
        }
    }

    /// Adds the wrapper `make` builds from a writable key path: `keyPath` itself when it is writable at run time,
    /// otherwise one formed through the stored-property subscript, as the read-only overloads of `add(_:)` do
    /// (`addStoredWrapper`).
    @inlinable
    mutating func addWrapperEitherWay<T>(
        _ keyPath: KeyPath<Base, T>,
        _ make: (WritableKeyPath<Root, T>) -> PartialIdentifiableKeyPath<Root>
    ) {
        if let writableKeyPath = keyPath as? WritableKeyPath<Base, T> {
            collected.append(make(rooted(writableKeyPath)))
        } else {
            addStoredWrapper(keyPath, make)
        }
    }
}
