// Collections of collections of entities (`[[Account]]`, `[[Account]]?`, of aggregates too), writable or `let`
// stored properties: each inner collection is kept in sync as a collection property is. A family of its own,
// `addNested(_:)`, so that the overload set of `add(_:)` does not grow: generated code offers a property here
// only when its type is written as a collection of collections, and anything else resolves to the overload
// that does nothing.
extension EntityKeyPathCollector {
    /// Ignores a property that holds no collection of collections of entities.
    @inlinable
    @_spi(Generated) public mutating func addNested<T>(_ keyPath: KeyPath<Base, T>) {}

    // MARK: Writable properties

    /// Adds a collection of collections of `Identifiable` values, such as `var groups: [[Account]]`: an updated
    /// entity is written into every inner collection that holds it, a removed one leaves the inner collection it
    /// sits in.
    @inlinable
    @_spi(Generated) public mutating func addNested<C: MutableCollection>(_ keyPath: WritableKeyPath<Base, C>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Identifiable {
        collected.append(PartialIdentifiableKeyPath(rooted(keyPath), as: NestedCollectionShape(PlainEntity.self)))
    }

    /// Adds a collection of collections of ``Aggregate``s.
    @inlinable
    @_spi(Generated) public mutating func addNested<C: MutableCollection>(_ keyPath: WritableKeyPath<Base, C>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Aggregate {
        collected.append(PartialIdentifiableKeyPath(rooted(keyPath), as: NestedCollectionShape(AggregateEntity.self)))
    }

    /// Adds an optional collection of collections of `Identifiable` values, such as `var groups: [[Account]]?`.
    @inlinable
    @_spi(Generated) public mutating func addNested<C: MutableCollection>(_ keyPath: WritableKeyPath<Base, C?>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Identifiable {
        collected.append(PartialIdentifiableKeyPath(rooted(keyPath), as: UnwrappedShape(NestedCollectionShape(PlainEntity.self))))
    }

    /// Adds an optional collection of collections of ``Aggregate``s.
    @inlinable
    @_spi(Generated) public mutating func addNested<C: MutableCollection>(_ keyPath: WritableKeyPath<Base, C?>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Aggregate {
        collected.append(PartialIdentifiableKeyPath(rooted(keyPath), as: UnwrappedShape(NestedCollectionShape(AggregateEntity.self))))
    }

    // MARK: Read-only stored properties

    /// Adds a collection of collections of `Identifiable` values in a `let` stored property of a struct, such as
    /// `let mergedAccounts: [[Account]]`; adds nothing when the key path is not a stored property of a struct.
    @inlinable
    @_spi(Generated) public mutating func addNested<C: MutableCollection>(_ keyPath: KeyPath<Base, C>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Identifiable {
        addRecord(keyPath, as: NestedCollectionShape(PlainEntity.self), checkWritable: false)
    }

    /// Adds a collection of collections of ``Aggregate``s in a `let` stored property of a struct.
    @inlinable
    @_spi(Generated) public mutating func addNested<C: MutableCollection>(_ keyPath: KeyPath<Base, C>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Aggregate {
        addRecord(keyPath, as: NestedCollectionShape(AggregateEntity.self), checkWritable: false)
    }

    /// Adds an optional collection of collections of `Identifiable` values in a `let` stored property of a struct.
    @inlinable
    @_spi(Generated) public mutating func addNested<C: MutableCollection>(_ keyPath: KeyPath<Base, C?>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Identifiable {
        addRecord(keyPath, as: UnwrappedShape(NestedCollectionShape(PlainEntity.self)), checkWritable: false)
    }

    /// Adds an optional collection of collections of ``Aggregate``s in a `let` stored property of a struct.
    @inlinable
    @_spi(Generated) public mutating func addNested<C: MutableCollection>(_ keyPath: KeyPath<Base, C?>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Aggregate {
        addRecord(keyPath, as: UnwrappedShape(NestedCollectionShape(AggregateEntity.self)), checkWritable: false)
    }

    // MARK: Classified, writable or read-only at run time

    // For generated code that knows the elements' type (one function each, no overload set to resolve; see
    // `EntityKeyPathCollector+Classified.swift`).

    /// Adds a collection of collections of `Identifiable` values, writable or a `let` stored property.
    @inlinable
    @_spi(Generated) public mutating func addNestedEntities<C: MutableCollection>(_ keyPath: KeyPath<Base, C>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Identifiable {
        addRecord(keyPath, as: NestedCollectionShape(PlainEntity.self), checkWritable: true)
    }

    /// Adds an optional collection of collections of `Identifiable` values, writable or a `let` stored property.
    @inlinable
    @_spi(Generated) public mutating func addOptionalNestedEntities<C: MutableCollection>(_ keyPath: KeyPath<Base, C?>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Identifiable {
        addRecord(keyPath, as: UnwrappedShape(NestedCollectionShape(PlainEntity.self)), checkWritable: true)
    }

    /// Adds a collection of collections of ``Aggregate``s, writable or a `let` stored property.
    @inlinable
    @_spi(Generated) public mutating func addNestedAggregates<C: MutableCollection>(_ keyPath: KeyPath<Base, C>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Aggregate {
        addRecord(keyPath, as: NestedCollectionShape(AggregateEntity.self), checkWritable: true)
    }

    /// Adds an optional collection of collections of ``Aggregate``s, writable or a `let` stored property.
    @inlinable
    @_spi(Generated) public mutating func addOptionalNestedAggregates<C: MutableCollection>(_ keyPath: KeyPath<Base, C?>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Aggregate {
        addRecord(keyPath, as: UnwrappedShape(NestedCollectionShape(AggregateEntity.self)), checkWritable: true)
    }
}
