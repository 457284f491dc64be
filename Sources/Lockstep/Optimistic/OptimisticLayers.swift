// Foundation brings the platform's C library (`pthread_self`).
import Foundation

/// A store's optimistic layers: the open ones, in order, and what undoes them (``LayerJournal``).
///
/// A *layer event* is what changes the layers or writes under them: opening one, ending one, or a write made
/// while some are open (the server's). It takes the store's `layerGate`, undoes the layers (the journal puts the
/// base back), makes its change, applies the open layers' bodies again in order, and notifies the observers whose
/// visible value changed. The bodies and the write's closures run with the gate held but never the store's lock
/// (lock order: gate, then store lock). The thread running the event is its ``owner``: its writes go straight to
/// the store; every other thread's write waits for the gate.
///
/// Made on a store's first layer and kept. Guarded by the store's lock.
@usableFromInline
final class OptimisticLayers {
    /// The open layers, oldest first.
    private(set) var open: [OptimisticLayer] = []
    /// What undoes the open layers, and what the running event changed.
    let journal = LayerJournal()
    /// The thread running the layer event, if one runs (the gate held): set when it begins, nil when it ends.
    var owner: pthread_t?
    /// The number the next layer gets.
    private var nextNumber = 1
    /// Ends asked for by the owner while its event ran, made once it is over.
    var queuedEnds: [(layer: Int, end: LayerEnd)] = []

    init() {}

    /// Whether a write on this thread must wait for the gate and run as a layer event: a layer is open or an
    /// event runs, on another thread or none. O(1).
    @usableFromInline
    var excludesCurrentThread: Bool {
        guard let owner else { return !open.isEmpty }
        return pthread_equal(owner, pthread_self()) == 0
    }

    /// Whether this thread runs the layer event in progress.
    var isOwnedByCurrentThread: Bool {
        owner.map { pthread_equal($0, pthread_self()) != 0 } ?? false
    }

    /// Whether the layer numbered `number` is open. O(open layers).
    func isOpen(_ number: Int) -> Bool {
        open.contains { $0.number == number }
    }

    /// Whether the layer numbered `number` is the only open layer and no event runs: it can then end in one
    /// write.
    func isOnlyOpenLayer(_ number: Int) -> Bool {
        owner == nil && open.count == 1 && open[0].number == number
    }

    /// A new layer with `body`, open at the top.
    func push(_ body: @escaping @Sendable (EntityStore) -> Void) -> OptimisticLayer {
        let layer = OptimisticLayer(number: nextNumber, body: body)
        nextNumber += 1
        open.append(layer)
        return layer
    }

    /// Ends the layer numbered `number`: takes it out of the open list and hands it back (its body, which may
    /// hold the user's objects, is released where the caller chooses: after the locks); nil if it was not open.
    func close(_ number: Int) -> OptimisticLayer? {
        // Searched from the end: usually the newest layer ends first.
        open.lastIndex { $0.number == number }.map { open.remove(at: $0) }
    }

}
