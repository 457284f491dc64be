/// The handle on an optimistic layer, returned by ``EntityStore/optimistic(_:)``: commit the layer when the
/// server accepts the change, roll it back when it refuses.
///
/// Ending a layer is one write: each observer is notified at most once, and only if what it sees changed.
/// Ending an ended layer does nothing. Releasing the handle without ending the layer rolls it back (and the
/// store's logger hears of it: ``Logger/didRollBackReleasedOptimisticUpdate(layer:)``). Every method may be
/// called from any thread.
public final class OptimisticUpdate: Sendable {
    /// The number of the layer in its store.
    let layer: Int
    let store: EntityStore

    init(layer: Int, store: EntityStore) {
        self.layer = layer
        self.store = store
    }

    /// Whether the layer was committed or rolled back.
    public var isEnded: Bool {
        store.lock.withLock { state in state.optimistic?.isOpen(layer) != true }
    }

    /// Keeps the layer's effect as base data: its body is applied to the base one last time (when other layers
    /// are open beneath or above it, over the base as it is now), and the layer closes. What observers see does
    /// not change, unless layers opened before this one are still open (this layer's writes then move beneath
    /// them).
    public func commit() {
        store.end(layer, .commit)
    }

    /// Replaces the layer with the server's answer, in one write: the layer is undone and `body`'s writes are
    /// applied to the base (once; it is not kept). Observers see the answer, with the other open layers over
    /// it, notified once.
    ///
    /// ```swift
    /// reply.commit { $0.store(entity: response.post, modifiedAt: response.stamp) }
    /// ```
    public func commit(_ body: (EntityStore) -> Void) {
        withoutActuallyEscaping(body) { body in
            store.end(layer, .commit, answer: body)
        }
    }

    /// Removes the layer: the store shows what it would show had the layer never been opened, the writes made
    /// meanwhile (the server's) and the other open layers included.
    public func rollback() {
        store.end(layer, .rollback)
    }

    deinit {
        // Usually ended already, through this handle: then this does nothing.
        store.end(layer, .release)
    }
}
