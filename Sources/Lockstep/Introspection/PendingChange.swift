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
