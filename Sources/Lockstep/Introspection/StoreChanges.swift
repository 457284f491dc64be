extension EntityStore {
    /// The events of every write from now on, in write order: entities stored, rejected as stale (with both
    /// stamps), removed (with the cascade), aliases set and removed, entities released. See ``StoreChanges``.
    ///
    /// Each access makes a new listener, keeping up to ``StoreChanges/defaultBufferSize`` events for its consumer;
    /// use ``changes(bufferingNewest:)`` for another size. While nobody listens, writes record nothing.
    public var changes: StoreChanges {
        changes(bufferingNewest: StoreChanges.defaultBufferSize)
    }

    /// The events of every write from now on, as ``changes``, keeping up to `limit` (at least 1) events for the
    /// consumer; past it, the oldest are dropped and reported as ``StoreChange/dropped(count:)``.
    public func changes(bufferingNewest limit: Int) -> StoreChanges {
        StoreChanges(registration: ChangeRegistration(store: self, listener: ChangeListener(capacity: limit)))
    }
}

/// The events of an ``EntityStore``'s writes, from the moment it was made (``EntityStore/changes``): an
/// `AsyncSequence` of ``StoreChange``.
///
/// ```swift
/// Task {
///     for await change in store.changes {
///         print(change)   // stored Book(1) stamp 2.0 …
///     }
/// }
/// ```
///
/// Each sequence is one listener with its own bounded buffer, so several can listen at once; iterate it once
/// (ask ``EntityStore/changes`` again for another listener). A slow consumer never blocks a write: past the
/// buffer's size, the oldest events are dropped and the consumer reads ``StoreChange/dropped(count:)`` in their
/// place. The sequence never ends by itself: cancel the consuming task to stop it, and release the sequence to
/// stop listening.
public struct StoreChanges: AsyncSequence, Sendable {
    /// A sequence of ``StoreChange``.
    public typealias Element = StoreChange
    /// Reading never fails.
    public typealias Failure = Never

    /// How many events a listener keeps for its consumer unless told otherwise.
    public static let defaultBufferSize = 1024

    /// The listener, registered while this sequence or an iterator of it exists.
    let registration: ChangeRegistration

    /// An iterator over the events, which shares this sequence's listener.
    public func makeAsyncIterator() -> Iterator {
        Iterator(registration: registration)
    }

    /// Reads the events of a ``StoreChanges`` sequence.
    public struct Iterator: AsyncIteratorProtocol, Sendable {
        /// Reading never fails.
        public typealias Failure = Never

        let registration: ChangeRegistration

        /// The next event, waiting for a write if there is none; nil once the consuming task is cancelled.
        ///
        /// Ids are described (`String(describing:)`) here, in the consuming task, never under the store's lock.
        ///
        /// - Complexity: O(1) plus the description of the event's ids.
        public mutating func next() async -> StoreChange? {
            let listener = registration.listener
            while true {
                switch listener.take() {
                case let .change(change): return change.change
                case .cancelled: return nil
                case .empty:
                    // A task cancelled already runs `onCancel` at once, before parking: `park` then resumes it.
                    await withTaskCancellationHandler {
                        await withCheckedContinuation { listener.park($0) }
                    } onCancel: { listener.cancel() }
                }
            }
        }
    }
}
