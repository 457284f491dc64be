import Lockstep

/// A Lockstep store as one measurement uses it: where its writes run, and how the benchmark waits for its
/// notifications to be delivered (its ``HostQueue``).
struct LockstepSession: Sendable {
    /// The store measured.
    let store: EntityStore
    /// The store's queue, its writes and its deliveries.
    let queue: HostQueue

    /// A session around a new store notifying on `queue`.
    init(queue: HostQueue) {
        self.store = queue.makeStore()
        self.queue = queue
    }

    /// Runs `body` where this host writes (see ``HostQueue/write(_:)``).
    func write<R>(_ body: () -> R) -> R {
        queue.write(body)
    }

    /// Returns once `isDone()` is true, letting the store's queue deliver meanwhile (see
    /// ``HostQueue/drain(until:)``).
    func drain(until isDone: () -> Bool) {
        queue.drain(until: isDone)
    }

    /// Lets the store's queue deliver until `isDone()` is true, for at most `maximumRounds` turns of the queue.
    ///
    /// - Returns: whether `isDone()` became true.
    func poll(until isDone: () -> Bool, maximumRounds: Int) -> Bool {
        queue.poll(until: isDone, maximumRounds: maximumRounds)
    }

    /// Runs `work` to completion in a task and returns its result, while the store's queue keeps delivering.
    func wait<R: Sendable>(for work: @escaping @Sendable () async throws -> R) -> R {
        queue.wait(for: work)
    }
}
