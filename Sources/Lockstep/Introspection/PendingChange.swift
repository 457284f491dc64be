/// A change event as a write records it under the store's lock (see ``StoreChange``, which the listener makes of
/// it, describing ids outside any lock). An event that names no entity is complete already.
@usableFromInline
enum PendingChange {
    /// An event that names no entity (an alias by name and type name, a layer by number), as the listener reads it.
    case ready(StoreChange)
    case stored(ChangeEntity)
    case rejectedAsStale(ChangeEntity, received: Stamp)
    case rejectedHoldingRemovedEntity(ChangeEntity)
    case removed(ChangeEntity, cascade: [ChangeEntity])
    case released(ChangeEntity)

    /// The public event. Runs ids' `description`: call it outside any lock.
    var change: StoreChange {
        switch self {
        case let .ready(change): change
        case let .stored(entity): .stored(entity.reference, stamp: entity.stamp)
        case let .rejectedAsStale(entity, received):
            .rejectedAsStale(entity.reference, current: entity.stamp, received: received)
        case let .rejectedHoldingRemovedEntity(entity):
            .rejectedHoldingRemovedEntity(entity.reference, stamp: entity.stamp)
        case let .removed(entity, cascade):
            .removed(entity.reference, stamp: entity.stamp, cascade: cascade.map(\.reference))
        case let .released(entity): .released(entity.reference)
        }
    }
}

/// An entity as a change event records it under the store's lock: its type, its id and its stamp, not yet
/// described (see ``EntityReference``: a `description` is user code, run by the listener).
@usableFromInline
struct ChangeEntity {
    /// The entity's type.
    @usableFromInline let type: Any.Type
    /// The entity's id.
    @usableFromInline let id: AnyHashable
    /// The entity's stamp, as the event reports it.
    @usableFromInline let stamp: Stamp?

    /// Records the entity of `type` with `id`.
    @inlinable
    init<T: Identifiable>(_ type: T.Type, id: T.ID, stamp: Stamp?) {
        self.type = type
        self.id = AnyHashable(id)
        self.stamp = stamp
    }

    /// The entity named as text. Run by the listener, never under a lock.
    var reference: EntityReference { EntityReference(erasedType: type, id: id) }
}
