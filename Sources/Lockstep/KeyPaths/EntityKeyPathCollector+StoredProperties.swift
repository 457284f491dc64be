// Read-only stored properties (`let`, `private(set) var`) of structs holding entities: written in place at their
// offset (see `StoredProperty`). A read-only key path that is not a stored property of a struct adds nothing;
// the generator diagnoses such properties where they are declared.
extension EntityKeyPathCollector {
    /// Adds an `Identifiable` value in a `let` stored property.
    @inlinable
    public mutating func add<T: Identifiable>(_ keyPath: KeyPath<Base, T>) {
        addRecord(keyPath, as: SingleShape(PlainEntity.self), checkWritable: false)
    }

    /// Adds an ``Aggregate`` in a `let` stored property.
    @inlinable
    public mutating func add<T: Aggregate>(_ keyPath: KeyPath<Base, T>) {
        addRecord(keyPath, as: SingleShape(AggregateEntity.self), checkWritable: false)
    }

    /// Adds an optional `Identifiable` value in a `let` stored property.
    @inlinable
    public mutating func add<T: Identifiable>(_ keyPath: KeyPath<Base, T?>) {
        addRecord(keyPath, as: OptionalShape(PlainEntity.self), checkWritable: false)
    }

    /// Adds an optional ``Aggregate`` in a `let` stored property.
    @inlinable
    public mutating func add<T: Aggregate>(_ keyPath: KeyPath<Base, T?>) {
        addRecord(keyPath, as: OptionalShape(AggregateEntity.self), checkWritable: false)
    }

    /// Adds a collection of `Identifiable` values in a `let` stored property.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: KeyPath<Base, C>) where C.Element: Identifiable, C.Index: Hashable {
        addRecord(keyPath, as: CollectionShape(PlainEntity.self), checkWritable: false)
    }

    /// Adds a collection of ``Aggregate``s in a `let` stored property.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: KeyPath<Base, C>) where C.Element: Aggregate, C.Index: Hashable {
        addRecord(keyPath, as: CollectionShape(AggregateEntity.self), checkWritable: false)
    }

    /// Adds an optional collection of `Identifiable` values in a `let` stored property.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: KeyPath<Base, C?>) where C.Element: Identifiable, C.Index: Hashable {
        addRecord(keyPath, as: UnwrappedShape(CollectionShape(PlainEntity.self)), checkWritable: false)
    }

    /// Adds an optional collection of ``Aggregate``s in a `let` stored property.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: KeyPath<Base, C?>) where C.Element: Aggregate, C.Index: Hashable {
        addRecord(keyPath, as: UnwrappedShape(CollectionShape(AggregateEntity.self)), checkWritable: false)
    }
}

// Wrappers in read-only stored properties: a writable key path to them is formed through the stored-property
// subscript of aggregates and wrappers, since ``EntityWrapper/wrappedEntitiesKeyPaths(relativeTo:)`` takes one.
extension EntityKeyPathCollector {
    /// Adds an ``EntityWrapper`` in a `let` stored property.
    @inlinable
    public mutating func add<W: EntityWrapper>(_ keyPath: KeyPath<Base, W>) {
        addWrapperRecord(keyPath, checkWritable: false) { PartialIdentifiableKeyPath(wrapper: $0) }
    }

    /// Adds an optional ``EntityWrapper`` in a `let` stored property.
    @inlinable
    public mutating func add<W: EntityWrapper>(_ keyPath: KeyPath<Base, W?>) {
        addWrapperRecord(keyPath, checkWritable: false) { PartialIdentifiableKeyPath(wrapper: $0) }
    }

    /// Adds a collection of ``EntityWrapper``s in a `let` stored property.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: KeyPath<Base, C>) where C.Element: EntityWrapper, C.Index: Hashable {
        addWrapperRecord(keyPath, checkWritable: false) { PartialIdentifiableKeyPath(wrapper: $0) }
    }

    /// Adds an optional collection of ``EntityWrapper``s in a `let` stored property.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: KeyPath<Base, C?>) where C.Element: EntityWrapper, C.Index: Hashable {
        addWrapperRecord(keyPath, checkWritable: false) { PartialIdentifiableKeyPath(wrapper: $0) }
    }

    /// Adds an ``EntityWrapper`` that is also `Identifiable`, in a `let` stored property: it is kept as a wrapper.
    @inlinable
    public mutating func add<W: EntityWrapper & Identifiable>(_ keyPath: KeyPath<Base, W>) {
        addWrapperRecord(keyPath, checkWritable: false) { PartialIdentifiableKeyPath(wrapper: $0) }
    }

    /// Adds an optional ``EntityWrapper`` that is also `Identifiable`, in a `let` stored property.
    @inlinable
    public mutating func add<W: EntityWrapper & Identifiable>(_ keyPath: KeyPath<Base, W?>) {
        addWrapperRecord(keyPath, checkWritable: false) { PartialIdentifiableKeyPath(wrapper: $0) }
    }

    /// Adds a collection of ``EntityWrapper``s that are also `Identifiable`, in a `let` stored property.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: KeyPath<Base, C>)
    where C.Element: EntityWrapper & Identifiable, C.Index: Hashable {
        addWrapperRecord(keyPath, checkWritable: false) { PartialIdentifiableKeyPath(wrapper: $0) }
    }

    /// Adds an optional collection of ``EntityWrapper``s that are also `Identifiable`, in a `let` stored property.
    @inlinable
    public mutating func add<C: MutableCollection>(_ keyPath: KeyPath<Base, C?>)
    where C.Element: EntityWrapper & Identifiable, C.Index: Hashable {
        addWrapperRecord(keyPath, checkWritable: false) { PartialIdentifiableKeyPath(wrapper: $0) }
    }
}
