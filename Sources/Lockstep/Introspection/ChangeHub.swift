/// The listeners of ``EntityStore/changes`` and the events of the write in progress. Owned by the store's state
/// and guarded by the store's lock, like every field of it.
///
/// A write records events only while someone listens: every place that records calls ``record(_:)``, which reads
/// ``isListening``, a plain flag, under the lock the write already holds; that call is all a write pays when nobody
/// listens. At the end of a write that recorded something, still under the lock, the events go to every listener's
/// buffer (so concurrent writes' events keep the lock's order); consumers waiting for events are resumed after the
/// lock.
@usableFromInline
final class ChangeHub {
    /// The listeners, in registration order. Changed only by ``ChangeRegistration``, under the store's lock.
    var listeners: [ChangeListener] = [] { didSet { isListening = !listeners.isEmpty } }
    /// Whether anyone listens: events are recorded only then. A stored flag, cheaper to test than the list.
    private(set) var isListening = false
    /// The events of the write in progress, in the order it did them. Never changed in place (see `takeAll()`), so
    /// that the test every write makes of it costs no exclusivity check.
    var pending: ContiguousArray<PendingChange> = []

    @usableFromInline
    init() {}

    /// Records `change` (built only while someone listens). Not inlined: the flag it reads is then checked for
    /// exclusive access at compile time rather than at run time (see ``NodeBase``).
    @usableFromInline
    func record(_ change: @autoclosure () -> PendingChange) {
        if isListening {
            pending = pending.takeAll().appending(change())
        }
    }

    /// Records `change` at `position` of the pending events, before those recorded since the write counted them
    /// (a removal's event goes before those of the aliases its cascade empties). Call only while someone listens.
    func record(_ change: PendingChange, at position: Int) {
        var events = pending.takeAll()
        events.insert(change, at: position)
        pending = events
    }

    /// Hands the write's events to every listener and empties ``pending``. Call with the store's lock held, at the
    /// end of the write; returns the consumers to resume once the lock is released. O(events × listeners).
    func deliver() -> [CheckedContinuation<Void, Never>] {
        let events = pending.takeAll()
        return listeners.compactMap { $0.append(events) }
    }
}
