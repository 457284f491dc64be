/// Receives reports of what an ``EntityStore`` does, for debugging.
///
/// Methods are called after the store's lock is released, on the thread that made the call, so a logger may
/// call back into the store.
public protocol Logger {
    /// An entity of `type` with `id` was stored (its write was accepted).
    func didStore<T: Identifiable>(_ type: T.Type, id: T.ID)

    /// A write to the entity of `type` with `id` was rejected: with ``StampError/tooOld(current:received:)`` when
    /// its stamp is the reason, with ``StoreError/holdsRemovedEntity`` when it holds an entity that was removed.
    func didFailedToStore<T: Identifiable>(_ type: T.Type, id: T.ID, error: Error)

    /// `alias` now designates newly stored content.
    func didRegisterAlias<T>(_ alias: AliasKey<T>)

    /// `alias` was removed; its observers now see `nil`.
    func didUnregisterAlias<T>(_ alias: AliasKey<T>)

    /// The entity of `type` with `id` was removed (``EntityStore/remove(_:id:modifiedAt:)``), directly or because
    /// an entity it could not exist without was removed.
    func didRemove<T: Identifiable>(_ type: T.Type, id: T.ID)

    /// The handle of optimistic layer number `layer` (see ``EntityStore/optimistic(_:)``) was released without
    /// being committed or rolled back: the layer was rolled back.
    func didRollBackReleasedOptimisticUpdate(layer: Int)
}

extension Logger {
    /// Does nothing, so that loggers written for CohesionKit, which has no removal, still compile.
    public func didRemove<T: Identifiable>(_ type: T.Type, id: T.ID) {}

    /// Does nothing, so that loggers written before optimistic layers still compile.
    public func didRollBackReleasedOptimisticUpdate(layer: Int) {}
}
