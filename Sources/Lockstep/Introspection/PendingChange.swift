/// A change event as a write records it under the store's lock (see ``StoreChange``, which the listener makes of
/// it, describing ids outside any lock).
@usableFromInline
enum PendingChange {
    case stored(ChangeEntity)
    case rejectedAsStale(ChangeEntity, received: Stamp)
    case rejectedHoldingRemovedEntity(ChangeEntity)
    case removed(ChangeEntity, cascade: [ChangeEntity])
    case aliasSet(name: String, type: Any.Type, stamp: Stamp?)
    case aliasRemoved(name: String, type: Any.Type)
    case released(ChangeEntity)
    case layerOpened(Int)
    case layerRolledBack(Int)
    case layerCommitted(Int)

    /// The public event. Runs ids' and types' `description`: call it outside any lock.
    var change: StoreChange {
        switch self {
        case let .stored(entity):
            .stored(entity.reference, stamp: entity.stamp)
        case let .rejectedAsStale(entity, received):
            .rejectedAsStale(entity.reference, current: entity.stamp, received: received)
        case let .rejectedHoldingRemovedEntity(entity):
            .rejectedHoldingRemovedEntity(entity.reference, stamp: entity.stamp)
        case let .removed(entity, cascade):
            .removed(entity.reference, stamp: entity.stamp, cascade: cascade.map(\.reference))
        case let .aliasSet(name, type, stamp):
            .aliasSet(name: name, type: String(describing: type), stamp: stamp)
        case let .aliasRemoved(name, type):
            .aliasRemoved(name: name, type: String(describing: type))
        case let .released(entity):
            .released(entity.reference)
        case let .layerOpened(layer):
            .layerOpened(layer: layer)
        case let .layerRolledBack(layer):
            .layerRolledBack(layer: layer)
        case let .layerCommitted(layer):
            .layerCommitted(layer: layer)
        }
    }
}
