/// One optimistic layer: the body that writes it, applied over the base and applied again after every write
/// beneath it, until the layer is rolled back or committed.
// Invariant: `isEnded` is guarded by the store's lock; `number` and `body` never change.
final class OptimisticLayer: @unchecked Sendable {
    /// The layer's number in its store, from 1, as ``StoreChange`` and the logger name it.
    let number: Int
    /// The layer's writes. It may run several times (see ``EntityStore/optimistic(_:)``).
    let body: @Sendable (EntityStore) -> Void
    /// Whether the layer was rolled back or committed. Guarded by the store's lock.
    @exclusivity(unchecked) var isEnded = false

    init(number: Int, body: @escaping @Sendable (EntityStore) -> Void) {
        self.number = number
        self.body = body
    }
}
