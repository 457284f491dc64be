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
        collected.append(.nestedCollection(rooted(keyPath), store: PlainEntity<C.Element.Element>.self))
    }

    /// Adds a collection of collections of ``Aggregate``s.
    @inlinable
    @_spi(Generated) public mutating func addNested<C: MutableCollection>(_ keyPath: WritableKeyPath<Base, C>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Aggregate {
        collected.append(.nestedCollection(rooted(keyPath), store: AggregateEntity<C.Element.Element>.self))
    }

    /// Adds an optional collection of collections of `Identifiable` values, such as `var groups: [[Account]]?`.
    @inlinable
    @_spi(Generated) public mutating func addNested<C: MutableCollection>(_ keyPath: WritableKeyPath<Base, C?>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Identifiable {
        collected.append(.optionalNestedCollection(rooted(keyPath), store: PlainEntity<C.Element.Element>.self))
    }

    /// Adds an optional collection of collections of ``Aggregate``s.
    @inlinable
    @_spi(Generated) public mutating func addNested<C: MutableCollection>(_ keyPath: WritableKeyPath<Base, C?>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Aggregate {
        collected.append(.optionalNestedCollection(rooted(keyPath), store: AggregateEntity<C.Element.Element>.self))
    }

    // MARK: Read-only stored properties

    /// Adds a collection of collections of `Identifiable` values in a `let` stored property of a struct, such as
    /// `let mergedAccounts: [[Account]]`; adds nothing when the key path is not a stored property of a struct.
    @inlinable
    @_spi(Generated) public mutating func addNested<C: MutableCollection>(_ keyPath: KeyPath<Base, C>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Identifiable {
        typealias Kind = PlainEntity<C.Element.Element>
        addStored(keyPath, { .nestedCollection($0, store: Kind.self) }, relative: { .nestedCollection($0, $1, store: Kind.self) })
    }

    /// Adds a collection of collections of ``Aggregate``s in a `let` stored property of a struct.
    @inlinable
    @_spi(Generated) public mutating func addNested<C: MutableCollection>(_ keyPath: KeyPath<Base, C>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Aggregate {
        typealias Kind = AggregateEntity<C.Element.Element>
        addStored(keyPath, { .nestedCollection($0, store: Kind.self) }, relative: { .nestedCollection($0, $1, store: Kind.self) })
    }

    /// Adds an optional collection of collections of `Identifiable` values in a `let` stored property of a struct.
    @inlinable
    @_spi(Generated) public mutating func addNested<C: MutableCollection>(_ keyPath: KeyPath<Base, C?>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Identifiable {
        typealias Kind = PlainEntity<C.Element.Element>
        addStored(
            keyPath, { .optionalNestedCollection($0, store: Kind.self) }, relative: { .optionalNestedCollection($0, $1, store: Kind.self) }
        )
    }

    /// Adds an optional collection of collections of ``Aggregate``s in a `let` stored property of a struct.
    @inlinable
    @_spi(Generated) public mutating func addNested<C: MutableCollection>(_ keyPath: KeyPath<Base, C?>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Aggregate {
        typealias Kind = AggregateEntity<C.Element.Element>
        addStored(
            keyPath, { .optionalNestedCollection($0, store: Kind.self) }, relative: { .optionalNestedCollection($0, $1, store: Kind.self) }
        )
    }

    // MARK: Classified, writable or read-only at run time

    // For generated code that knows the elements' type (one function each, no overload set to resolve; see
    // `EntityKeyPathCollector+Classified.swift`).

    /// Adds a collection of collections of `Identifiable` values, writable or a `let` stored property.
    @inlinable
    @_spi(Generated) public mutating func addNestedEntities<C: MutableCollection>(_ keyPath: KeyPath<Base, C>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Identifiable {
        typealias Kind = PlainEntity<C.Element.Element>
        addEitherWay(
            keyPath, writable: { .nestedCollection($0, store: Kind.self) }, stored: { .nestedCollection($0, store: Kind.self) },
            relative: { .nestedCollection($0, $1, store: Kind.self) })
    }

    /// Adds an optional collection of collections of `Identifiable` values, writable or a `let` stored property.
    @inlinable
    @_spi(Generated) public mutating func addOptionalNestedEntities<C: MutableCollection>(_ keyPath: KeyPath<Base, C?>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Identifiable {
        typealias Kind = PlainEntity<C.Element.Element>
        addEitherWay(
            keyPath, writable: { .optionalNestedCollection($0, store: Kind.self) },
            stored: { .optionalNestedCollection($0, store: Kind.self) }, relative: { .optionalNestedCollection($0, $1, store: Kind.self) })
    }

    /// Adds a collection of collections of ``Aggregate``s, writable or a `let` stored property.
    @inlinable
    @_spi(Generated) public mutating func addNestedAggregates<C: MutableCollection>(_ keyPath: KeyPath<Base, C>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Aggregate {
        typealias Kind = AggregateEntity<C.Element.Element>
        addEitherWay(
            keyPath, writable: { .nestedCollection($0, store: Kind.self) }, stored: { .nestedCollection($0, store: Kind.self) },
            relative: { .nestedCollection($0, $1, store: Kind.self) })
    }

    /// Adds an optional collection of collections of ``Aggregate``s, writable or a `let` stored property.
    @inlinable
    @_spi(Generated) public mutating func addOptionalNestedAggregates<C: MutableCollection>(_ keyPath: KeyPath<Base, C?>)
    where C.Index: Hashable, C.Element: MutableCollection, C.Element.Index: Hashable, C.Element.Element: Aggregate {
        typealias Kind = AggregateEntity<C.Element.Element>
        addEitherWay(
            keyPath, writable: { .optionalNestedCollection($0, store: Kind.self) },
            stored: { .optionalNestedCollection($0, store: Kind.self) }, relative: { .optionalNestedCollection($0, $1, store: Kind.self) })
    }
}
