import Dispatch
import Foundation

/// Turns the main run loop from the main thread, which hands the main queue's blocks over (on Linux as on
/// Apple platforms), as an app's run loop does between events.
enum MainRunLoop {
    /// Returns once `isDone()` is true. Each round queues a marker block behind whatever the store queued and
    /// runs the loop until the marker ran, so it never blocks on an empty queue (and never arms a timer, which
    /// would cost a timer's setup on every turn).
    ///
    /// - Returns: false when `maximumRounds` rounds went by without `isDone()` becoming true.
    static func drain(until isDone: () -> Bool, maximumRounds: Int) -> Bool {
        var rounds = 0
        while !isDone() {
            guard rounds < maximumRounds else { return false }
            rounds += 1
            let marker = Marker()
            DispatchQueue.main.async { marker.hasRun = true }
            run(until: { marker.hasRun })
        }
        return true
    }

    /// Runs the loop until `isDone()` is true; something must queue a main-queue block once it is, or the
    /// loop waits forever.
    static func run(until isDone: () -> Bool) {
        precondition(Thread.isMainThread, "the main run loop turns on the main thread only")
        while !isDone() {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
    }

    /// A flag set by a block on the main queue and read on the main thread.
    private final class Marker: @unchecked Sendable {
        var hasRun = false
    }
}
