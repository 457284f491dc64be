import Dispatch
import Lockstep

/// Which queue Lockstep's stores notify on, and where the workloads' writes run (`--queue`, `--cross-thread`).
enum Host: String, Sendable {
    /// `EntityStore()`: the main queue, as apps use it. Everything runs on the main thread; deliveries are
    /// handed over by the main run loop, which the benchmark turns until every notification was delivered.
    case main
    /// `EntityStore(queue:)` with a serial queue of its own: writes run inside `queue.sync` (on the store's
    /// queue), deliveries on the queue's thread, waited for with `queue.sync {}`.
    case custom
    /// The custom queue, written from the benchmark's thread outside the queue: a write that finds the queue
    /// idle also wakes the queue's thread.
    case crossThread = "cross-thread"

    /// A fresh store for one measurement, with its way of writing and of waiting for deliveries.
    func makeSession() -> LockstepSession {
        LockstepSession(queue: makeQueue())
    }

    /// A fresh queue for one measurement (the main queue, or a new serial one), with its way of writing and of
    /// waiting for deliveries: the queued floor's, or a store's.
    func makeQueue() -> HostQueue {
        switch self {
        case .main:
            HostQueue(queue: nil, writesOnQueue: true)
        case .custom, .crossThread:
            HostQueue(queue: DispatchQueue(label: "lockstep-bench.observers"), writesOnQueue: self == .custom)
        }
    }

    /// One line for the report's header.
    var summary: String {
        switch self {
        case .main:
            "EntityStore() (main queue); writes on the main thread; the main run loop delivers, timed"
        case .custom:
            "EntityStore(queue: serial); writes inside queue.sync; deliveries on the queue, timed"
        case .crossThread:
            "EntityStore(queue: serial); writes from the main thread, outside the queue; deliveries timed"
        }
    }
}
