import Lockstep

/// Saves an alias of an `EntityStore` to a storage after every accepted change, until it is
/// released or cancelled. Made by `EntityStore.persist(named:to:coalescingInterval:onError:)`.
///
/// ```swift
/// let saving = store.persist(named: .timeline, to: storage) { error in log(error) }
/// ...
/// try await saving.flush()   // before the app is suspended
/// ```
///
/// - Saves are coalesced: the changes of a burst (within the coalescing interval given to `persist`, or
///   made while a save is running) are one save of the latest value, never one save per change, and one
///   save of the alias is in flight at a time.
/// - The value is read with its stamp in one step, then encoded and written in a task of its own: neither
///   while the store is locked nor on the store's notification queue (the main queue by default).
/// - A failed save is passed to the `onError` closure given to `persist`, and thrown by the next
///   ``flush()``; the storage keeps the value it had. Nothing traps.
/// - When the alias becomes empty (its alias removed) after this handle saved a value, the saved value is
///   removed; an alias that is empty from the start leaves the storage untouched, so persisting before
///   restoring loses nothing.
public final class AliasPersistence: Sendable {
    /// Subscribes a callback to the alias's changes; its first call is for the current value.
    typealias Observe = @Sendable (@escaping @Sendable () -> Void) -> Subscription

    private let saver: AliasSaver
    private let observe: Observe
    private let subscription: Locked<Subscription?>

    init(saver: AliasSaver, observe: @escaping Observe) {
        self.saver = saver
        self.observe = observe
        subscription = Locked(observe { saver.changed() })
    }

    deinit {
        cancel()
    }

    /// Returns once the alias's value as of this call is written (or was already), and throws when that
    /// save failed. After the last save failed, it saves again before returning.
    ///
    /// After ``cancel()``, it only waits for the save in flight, if any.
    public func flush() async throws {
        await waitForDeliveredChanges()
        try await saver.waitUntilSaved()
    }

    /// Stops saving: changes from now on are not saved. A save already in flight completes. Releasing the
    /// handle does the same.
    public func cancel() {
        saver.cancel()
        let dropped = subscription.withLock { $0.take() }
        // Outside our lock: unsubscribing waits for a running notification, which may be calling `saver`.
        dropped?.unsubscribe()
    }

    /// Waits until the store has delivered every change made before this call to the saver.
    ///
    /// The store notifies in write order on its queue, and a new subscription's first call comes after
    /// every notification already queued: once it arrives, the saver has seen all earlier changes.
    private func waitForDeliveredChanges() async {
        let barrier = Locked<(continuation: CheckedContinuation<Void, Never>?, subscription: Subscription?)>((nil, nil))
        await withCheckedContinuation { continuation in
            barrier.withLock { $0.continuation = continuation }
            let subscription = observe {
                barrier.withLock { $0.continuation.take() }?.resume()
            }
            barrier.withLock { $0.subscription = subscription }
        }
        barrier.withLock { $0.subscription.take() }?.unsubscribe()
    }
}
