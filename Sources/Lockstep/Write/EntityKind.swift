/// How to store one kind of entity: a plain `Identifiable` value, or an ``Aggregate`` whose nested
/// entities are stored first. Chosen statically by the overloads of ``PartialIdentifiableKeyPath`` and
/// ``EntityStore``, so no dynamic cast decides it.
@usableFromInline
protocol EntityKind {
    associatedtype Value: Identifiable
    static func store(_ value: Value, in engine: WriteEngine) -> StoreOutcome<Value>
}

/// A plain `Identifiable` entity.
@usableFromInline
enum PlainEntity<Value: Identifiable>: EntityKind {
    @inlinable
    static func store(_ value: Value, in engine: WriteEngine) -> StoreOutcome<Value> {
        engine.storeEntity(value)
    }
}

/// An ``Aggregate``: its nested entities are stored in their own nodes first.
@usableFromInline
enum AggregateEntity<Value: Aggregate>: EntityKind {
    @inlinable
    static func store(_ value: Value, in engine: WriteEngine) -> StoreOutcome<Value> {
        engine.storeAggregate(value)
    }
}
