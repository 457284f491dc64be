// One function per entity shape for a property of an immutable `final class` (every stored property a `let`,
// all of them parameters of one initializer). A class instance is shared, so the store never writes into it:
// it builds a new instance through that initializer, which `lockstep-gen` writes as the `rebuild` closure:
//
//     collector.addEntity(\.account) { Status.init(id:account:content:)($0.id, $1, $0.content) }
//
// The instances the app already holds never change.
extension EntityKeyPathCollector where Base == Root {
    // MARK: Entities

    /// Adds an `Identifiable` property of an immutable class; `rebuild` returns a copy of the instance with the
    /// property set to the given value.
    @inlinable
    @_spi(Generated) public mutating func addEntity<T: Identifiable>(_ keyPath: KeyPath<Root, T>, rebuild: @escaping (Root, T) -> Root) {
        collected.append(SingleShape(PlainEntity.self).record(at: RebuildAccess(keyPath, rebuild: rebuild)))
    }

    /// Adds an optional `Identifiable` property of an immutable class; `rebuild` returns a copy of the instance
    /// with the property set to the given value.
    @inlinable
    @_spi(Generated) public mutating func addOptionalEntity<T: Identifiable>(_ keyPath: KeyPath<Root, T?>, rebuild: @escaping (Root, T?) -> Root) {
        collected.append(OptionalShape(PlainEntity.self).record(at: RebuildAccess(keyPath, rebuild: rebuild)))
    }

    /// Adds a collection of `Identifiable` values held by an immutable class; `rebuild` returns a copy of the
    /// instance with the property set to the given value.
    @inlinable
    @_spi(Generated) public mutating func addEntities<C: MutableCollection>(_ keyPath: KeyPath<Root, C>, rebuild: @escaping (Root, C) -> Root)
    where C.Element: Identifiable, C.Index: Hashable {
        collected.append(CollectionShape(PlainEntity.self).record(at: RebuildAccess(keyPath, rebuild: rebuild)))
    }

    /// Adds an optional collection of `Identifiable` values held by an immutable class; `rebuild` returns a copy
    /// of the instance with the property set to the given value.
    @inlinable
    @_spi(Generated) public mutating func addOptionalEntities<C: MutableCollection>(_ keyPath: KeyPath<Root, C?>, rebuild: @escaping (Root, C?) -> Root)
    where C.Element: Identifiable, C.Index: Hashable {
        collected.append(UnwrappedShape(CollectionShape(PlainEntity.self)).record(at: RebuildAccess(keyPath, rebuild: rebuild)))
    }

    // MARK: Aggregates

    /// Adds an ``Aggregate`` property of an immutable class; `rebuild` returns a copy of the instance with the
    /// property set to the given value.
    @inlinable
    @_spi(Generated) public mutating func addAggregate<T: Aggregate>(_ keyPath: KeyPath<Root, T>, rebuild: @escaping (Root, T) -> Root) {
        collected.append(SingleShape(AggregateEntity.self).record(at: RebuildAccess(keyPath, rebuild: rebuild)))
    }

    /// Adds an optional ``Aggregate`` property of an immutable class; `rebuild` returns a copy of the instance with
    /// the property set to the given value.
    @inlinable
    @_spi(Generated) public mutating func addOptionalAggregate<T: Aggregate>(_ keyPath: KeyPath<Root, T?>, rebuild: @escaping (Root, T?) -> Root) {
        collected.append(OptionalShape(AggregateEntity.self).record(at: RebuildAccess(keyPath, rebuild: rebuild)))
    }

    /// Adds a collection of ``Aggregate``s held by an immutable class; `rebuild` returns a copy of the instance
    /// with the property set to the given value.
    @inlinable
    @_spi(Generated) public mutating func addAggregates<C: MutableCollection>(_ keyPath: KeyPath<Root, C>, rebuild: @escaping (Root, C) -> Root)
    where C.Element: Aggregate, C.Index: Hashable {
        collected.append(CollectionShape(AggregateEntity.self).record(at: RebuildAccess(keyPath, rebuild: rebuild)))
    }

    /// Adds an optional collection of ``Aggregate``s held by an immutable class; `rebuild` returns a copy of the
    /// instance with the property set to the given value.
    @inlinable
    @_spi(Generated) public mutating func addOptionalAggregates<C: MutableCollection>(_ keyPath: KeyPath<Root, C?>, rebuild: @escaping (Root, C?) -> Root)
    where C.Element: Aggregate, C.Index: Hashable {
        collected.append(UnwrappedShape(CollectionShape(AggregateEntity.self)).record(at: RebuildAccess(keyPath, rebuild: rebuild)))
    }
}
