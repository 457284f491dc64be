/// How to store one kind of entity: a plain `Identifiable` value, or an ``Aggregate`` whose nested
/// entities are stored first. Chosen statically by the overloads of ``PartialIdentifiableKeyPath`` and
/// ``EntityStore``, so no dynamic cast decides it.
protocol EntityKind {
    associatedtype Value: Identifiable
    static func store(_ value: Value, in operation: WriteOperation) -> StoreOutcome<Value>
}

/// A plain `Identifiable` entity.
enum PlainEntity<Value: Identifiable>: EntityKind {
    static func store(_ value: Value, in operation: WriteOperation) -> StoreOutcome<Value> {
        operation.storeEntity(value)
    }
}

/// An ``Aggregate``: its nested entities are stored in their own nodes first.
enum AggregateEntity<Value: Aggregate>: EntityKind {
    static func store(_ value: Value, in operation: WriteOperation) -> StoreOutcome<Value> {
        operation.storeAggregate(value)
    }
}
