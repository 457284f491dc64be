import Foundation

/// One listener of ``EntityStore/changes``: a bounded buffer of events that writers fill and one consumer empties.
///
/// Writers append under the store's lock (so that events keep the order the lock gave the writes) and never wait
/// for the consumer: past `capacity`, the oldest event is dropped and counted, and the consumer gets a
/// ``StoreChange/dropped(count:)`` in its place. A consumer with nothing to read parks a continuation here; the
/// writer takes it under this buffer's lock and resumes it only after releasing the store's lock, so that no
/// consumer code (a resumed task) ever runs under a lock. The consumer then takes the events itself, in order.
final class ChangeListener: @unchecked Sendable {
    // @unchecked Sendable. Invariant: every `var` below is touched only with `mutex` held. The mutex is a leaf:
    // writers take it inside the store's lock, the consumer alone, and nothing is called while it is held
    // (continuations are resumed after it is released). The events it carries hold ids (`AnyHashable`) handed
    // from the writing thread to the consuming one through this lock, as observers' values are.
    private let mutex = NSLock()
    /// At most this many events wait; past it, the oldest go.
    let capacity: Int
    /// The events not read yet start at `head`; before it are read slots not yet compacted away.
    private var events: ContiguousArray<PendingChange> = []
    private var head = 0
    /// Events dropped since the consumer last read a `.dropped` event.
    private var dropped = 0
    /// The consumer's continuation while it waits for events.
    private var waiter: CheckedContinuation<Void, Never>?
    /// Whether the consuming task was cancelled: no more events, ever.
    private var isCancelled = false

    /// A listener keeping at most `capacity` (at least 1) events.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// What the consumer reads next: an event (``StoreChange/dropped(count:)`` for the events dropped before the ones
    /// left), the end (the consumer was cancelled), or nothing yet.
    enum Next {
        case change(PendingChange), cancelled, empty
    }

    /// Appends a write's `changes`, dropping the oldest past ``capacity``. Returns the waiting consumer, for the
    /// caller to resume once it has released the store's lock. O(changes) amortized.
    func append(_ changes: ContiguousArray<PendingChange>) -> CheckedContinuation<Void, Never>? {
        mutex.lock()
        defer { mutex.unlock() }
        guard !isCancelled else { return nil }
        events.append(contentsOf: changes)
        let excess = events.count - head - capacity
        if excess > 0 {
            head += excess
            dropped += excess
        }
        if head * 2 > events.count {
            // Compacted once half the storage is read or dropped: O(1) amortized per event.
            events.removeFirst(head)
            head = 0
        }
        return waiter.take()
    }

    /// Takes the next thing to read: the count of dropped events first (they were older than what is left), then
    /// the oldest event. O(1).
    func take() -> Next {
        mutex.lock()
        defer { mutex.unlock() }
        if isCancelled { return .cancelled }
        if dropped > 0 {
            defer { dropped = 0 }
            return .change(.ready(.dropped(count: dropped)))
        }
        guard head < events.count else { return .empty }
        defer { head += 1 }
        return .change(events[head])
    }

    /// Keeps `continuation` until a write brings events or the consumer is cancelled; resumes it at once (after
    /// releasing the lock) when either already happened.
    func park(_ continuation: CheckedContinuation<Void, Never>) {
        mutex.lock()
        let isReady = isCancelled || dropped > 0 || head < events.count
        waiter = isReady ? nil : continuation
        mutex.unlock()
        if isReady {
            continuation.resume()
        }
    }

    /// Stops the listener: it keeps no events, takes no more, and its waiting consumer (if any) is resumed, after
    /// the lock, to return nil.
    func cancel() {
        mutex.lock()
        isCancelled = true
        events = []
        head = 0
        let waiting = waiter.take()
        mutex.unlock()
        waiting?.resume()
    }
}
