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
        engine.storeInNode(value, normalize: nil, in: engine.state.table(for: Value.self))
    }
}

/// An ``Aggregate``: its nested entities are stored in their own nodes first.
@usableFromInline
enum AggregateEntity<Value: Aggregate>: EntityKind {
    @inlinable
    static func store(_ value: Value, in engine: WriteEngine) -> StoreOutcome<Value> {
        engine.expectRepeatedIDs()
        let normalize: Normalizer<Value> = { value, scope in
            for keyPath in value.nestedEntitiesKeyPaths {
                keyPath.normalize(&value, &scope)
            }
        }
        let table = engine.state.table(for: Value.self)
        if table.normalize == nil {
            // Kept for rebuilding an aggregate's slots after an entity it held is removed.
            table.normalize = normalize
        }
        return engine.storeInNode(value, normalize: normalize, in: table)
    }
}
