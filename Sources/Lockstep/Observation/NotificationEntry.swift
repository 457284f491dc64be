/// The observers of one changed node in a ``NotificationBatch``, and how to announce the change to Observation.
///
/// Not generic, so that the batch's array of entries is specialized once, in this module.
struct NotificationEntry {
    /// The node's `ObserverRegistration`s at the end of the write (see `EntityNode.observers`).
    let registrations: ContiguousArray<any RegisteredObserver>
    /// What the observers hear: the value, the removal, or (a removal an optimistic layer shows) nothing.
    let kind: NotificationKind
    /// The node's `NodeObservation` (read under the store's lock), when Observation watches the node: the change is
    /// announced before the observers are called. It holds no entity, so neither does a queued notification (rule 13).
    let observation: AnyObject?
}
