/// One thing a write did to an ``EntityStore``, as ``EntityStore/changes`` reports it.
///
/// Events of one write come in the order the write did them; events of concurrent writes in the order the store's
/// lock let the writes in. Entities are named by type and id (``EntityReference``).
///
/// More cases may come: switch over a change with a `default:` branch, so that your code keeps compiling when
/// they do.
public enum StoreChange: Hashable, Sendable, CustomStringConvertible {
    /// A write of the entity was accepted (its value may be unchanged). `stamp`: the entity's stamp after the
    /// write, nil when no write of it carried one.
    case stored(EntityReference, stamp: Stamp?)
    /// A write of the entity was rejected because its stamp is not newer: `current` is the stamp the store holds
    /// (the removal's stamp for a removed entity; nil when the entity has none), `received` the write's (`NaN`
    /// included).
    case rejectedAsStale(EntityReference, current: Stamp?, received: Stamp)
    /// A write of the entity was rejected because it holds, where it cannot be dropped, an entity removed since
    /// (see ``StoreError/holdsRemovedEntity``). `stamp`: the write's.
    case rejectedHoldingRemovedEntity(EntityReference, stamp: Stamp?)
    /// The entity was removed (``EntityStore/remove(_:id:modifiedAt:)``), with `cascade`: the entities removed
    /// because they could not exist without it, in the order the removal found them. `stamp`: the removal's.
    case removed(EntityReference, stamp: Stamp?, cascade: [EntityReference])
    /// The alias `name` (of a value of type `type`) now designates newly stored content; `stamp`: the highest
    /// stamp of the writes that set it, nil when none carried one.
    case aliasSet(name: String, type: String, stamp: Stamp?)
    /// The alias `name` (of a value of type `type`) was emptied: removed, or its entity removed.
    case aliasRemoved(name: String, type: String)
    /// The entity's node was released, nothing holding it any more. Reported when the store notices, which is
    /// not when the last holder goes (letting go of an observer takes no lock, so it tells nobody): when a lookup
    /// or a write meets the entity's entry (`find` of its id, a store of the same id), or when the store sweeps
    /// its released entries as it grows. Its stamp is gone with it.
    case released(EntityReference)
    /// Optimistic layer number `layer` (numbered from 1 in each store) was opened by
    /// ``EntityStore/optimistic(_:)``; the events of its body's writes follow.
    case layerOpened(layer: Int)
    /// Optimistic layer number `layer` was rolled back (``OptimisticUpdate/rollback()``, or its handle released);
    /// the events of the open layers applied again follow.
    case layerRolledBack(layer: Int)
    /// Optimistic layer number `layer` was committed (``OptimisticUpdate/commit()`` or
    /// ``OptimisticUpdate/commit(_:)``); the events of the writes that made it base data follow.
    case layerCommitted(layer: Int)
    /// The listener's buffer was full: `count` older events were dropped, just before the events that follow.
    case dropped(count: Int)

    /// One line, such as `stored Book(1) stamp 2.0`.
    public var description: String {
        switch self {
        case let .stored(entity, stamp): "stored \(entity) stamp \(stamp.text)"
        case let .rejectedAsStale(entity, current, received):
            "rejected \(entity) as stale: stamp \(received) is not newer than \(current.text)"
        case let .rejectedHoldingRemovedEntity(entity, stamp): "rejected \(entity) stamp \(stamp.text): it holds a removed entity"
        case let .removed(entity, stamp, cascade):
            "removed \(entity) stamp \(stamp.text)" + (cascade.isEmpty ? "" : ", with " + cascade.map(\.description).joined(separator: ", "))
        case let .aliasSet(name, type, stamp): "alias \"\(name)\" (\(type)) set, stamp \(stamp.text)"
        case let .aliasRemoved(name, type): "alias \"\(name)\" (\(type)) removed"
        case let .released(entity): "released \(entity)"
        case let .layerOpened(layer): "layer \(layer) opened"
        case let .layerRolledBack(layer): "layer \(layer) rolled back"
        case let .layerCommitted(layer): "layer \(layer) committed"
        case let .dropped(count): "dropped \(count) event\(count == 1 ? "" : "s")"
        }
    }
}

extension Optional<Stamp> {
    /// The stamp as every report prints it: `2.0`, or `none` for nil.
    var text: String { map { "\($0)" } ?? "none" }
}
