import Dispatch

/// Where a workload's burst of writes runs, relative to the queue the store notifies on.
///
/// The floor calls its observers inline, on the writing thread. By default Lockstep's writes run on the
/// observers' queue too, as in an app that writes to a `.main`-queue store from the main thread: then a
/// notification costs what the store does (queue it, deliver it) and the two sides compare store work.
/// Writes from another thread add what the operating system charges to wake the queue's thread, up to once per
/// write (a few µs on a virtual machine), which no store delivering on a queue can avoid; `--cross-thread`
/// measures that case.
enum Writer {
    /// Writes run on the observers' queue; notifications are delivered when the burst ends.
    case observersQueue
    /// Writes run on the benchmark's thread; a write that finds the queue idle wakes it.
    case otherThread

    /// Runs `writes`, then waits until every notification they caused has been delivered.
    func burst(on queue: DispatchQueue, _ writes: () -> Void) {
        switch self {
        case .observersQueue: queue.sync(execute: writes)
        case .otherThread: writes()
        }
        queue.sync {}
    }
}
