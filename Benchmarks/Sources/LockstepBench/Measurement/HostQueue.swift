import Dispatch
import Foundation
import Lockstep

/// The queue a measurement's notifications are delivered on, where its writes run, and how the benchmark waits
/// for the deliveries (see ``Host``). Lockstep's store and the queued floor share one, so that both sides are
/// written and drained alike.
struct HostQueue: Sendable {
    /// The serial queue; nil for the main queue.
    private let queue: DispatchQueue?
    /// Whether writes run inside `queue.sync` (custom queue) rather than on the calling thread.
    private let writesOnQueue: Bool

    /// The main queue (nil) or a serial queue of its own, written inside it or not.
    init(queue: DispatchQueue?, writesOnQueue: Bool) {
        self.queue = queue
        self.writesOnQueue = writesOnQueue
    }

    /// The queue itself: where a store built for this host, and the queued floor, deliver.
    var dispatchQueue: DispatchQueue {
        queue ?? .main
    }

    /// A new store notifying on this queue (`EntityStore()` for the main queue).
    func makeStore() -> EntityStore {
        queue.map { EntityStore(queue: $0) } ?? EntityStore()
    }

    /// Runs `body` where this host writes: on the main thread for the main queue, inside `queue.sync` for a
    /// custom queue, on the calling thread across threads.
    func write<R>(_ body: () -> R) -> R {
        guard let queue, writesOnQueue else { return body() }
        return queue.sync(execute: body)
    }

    /// Returns once `isDone()` is true, letting the queue deliver meanwhile: the main run loop turns (main
    /// queue), or the calling thread waits behind the queue's pending blocks (custom queue). Warns if deliveries
    /// never complete.
    func drain(until isDone: () -> Bool) {
        if !poll(until: isDone, maximumRounds: Self.maximumRounds) {
            Output.note("warning: notifications still missing after \(Self.maximumRounds) queue turns")
        }
    }

    /// Lets the queue deliver until `isDone()` is true, for at most `maximumRounds` turns of the queue.
    ///
    /// - Returns: whether `isDone()` became true.
    func poll(until isDone: () -> Bool, maximumRounds: Int) -> Bool {
        guard let queue else {
            return MainRunLoop.drain(until: isDone, maximumRounds: maximumRounds)
        }
        // Read on the queue, where deliveries run: never while one of them is writing.
        var rounds = 0
        while !queue.sync(execute: isDone) {
            guard rounds < maximumRounds else { return false }
            rounds += 1
        }
        return true
    }

    /// Runs `work` to completion in a task and returns its result, while the queue keeps delivering (the
    /// persistence bridge waits for the store's notifications).
    func wait<R: Sendable>(for work: @escaping @Sendable () async throws -> R) -> R {
        let outcome = Handoff<R>()
        let wakesMain = queue == nil
        Task.detached {
            do {
                outcome.finish(.success(try await work()))
            } catch {
                outcome.finish(.failure(error))
            }
            if wakesMain {
                // Wakes the run loop below, so that it sees the outcome without polling.
                DispatchQueue.main.async {}
            }
        }
        if queue == nil {
            MainRunLoop.run(until: { outcome.isFinished })
        } else {
            outcome.waitUntilFinished()
        }
        do {
            return try outcome.get()
        } catch {
            fatalError("lockstep-bench: a measured task failed: \(error)")
        }
    }

    /// Queue turns after which waiting for deliveries gives up: far more than any workload needs.
    private static let maximumRounds = 100_000
}
