/// One open optimistic layer: the body that writes it, applied over the base and applied again after every write
/// beneath it, until the layer is rolled back or committed. It is in its store's open list while open, and only
/// then; its handle (``OptimisticUpdate``) names it by number.
struct OptimisticLayer: Sendable {
    /// The layer's number in its store, from 1, as ``StoreChange`` and the logger name it.
    let number: Int
    /// The layer's writes. It may run several times (see ``EntityStore/optimistic(_:)``).
    let body: @Sendable (EntityStore) -> Void
}
