/// How an optimistic layer ends, when the end was asked for on the thread running a layer event (a handle
/// released, or ended, inside a layer's body): it is ended right after that event.
enum LayerEnd {
    /// The layer is removed.
    case rollback
    /// The layer's effect becomes base data.
    case commit
    /// The layer is removed because its handle was released without ending it.
    case release

    /// The change event that reports this end of the layer numbered `layer`.
    func change(of layer: Int) -> PendingChange {
        .ready(self == .commit ? .layerCommitted(layer: layer) : .layerRolledBack(layer: layer))
    }
}
