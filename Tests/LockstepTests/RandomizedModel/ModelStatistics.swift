/// What a run of `RandomizedModelTests` exercised, printed at its end: a run that passes without removing,
/// refusing or cascading anything proves little.
struct ModelStatistics: CustomStringConvertible {
    var removals = 0
    var refusedRemovals = 0
    /// Removals that removed more than their entity (a parent could not exist without it).
    var cascades = 0
    var removedEntities = 0
    /// Writes of an id refused by its tombstone (nested ones included).
    var tombstoneRefusals = 0
    /// Values stored without a late copy of a removed entity they held.
    var droppedLateCopies = 0
    /// Values refused because they could not exist without a removed entity.
    var refusedForRemovedChild = 0
    /// Removals that subscribed observers had to be told of.
    var removalNotifications = 0

    var description: String {
        "\(removals) removals (\(cascades) cascading, \(removedEntities) entities), \(refusedRemovals) refused; "
            + "\(tombstoneRefusals) late writes refused by a tombstone, \(droppedLateCopies) values stored without "
            + "a late copy, \(refusedForRemovedChild) refused for it; \(removalNotifications) removal notifications"
    }
}
