import Dispatch
import Foundation
import XCTest

/// Timed waits for the concurrency tests: a deadlock fails the test instead of hanging it.
extension StoreTestCase {
    /// Runs `body(thread)` on `threads` threads at once; fails when they do not all finish within `timeout`.
    /// Returns whether they did.
    func runConcurrently(threads: Int, timeout: TimeInterval = 60, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
        let group = DispatchGroup()
        for thread in 0..<threads {
            group.enter()
            Thread.detachNewThread {
                body(thread)
                group.leave()
            }
        }
        let finished = group.wait(timeout: .now() + timeout) == .success
        XCTAssertTrue(finished, "deadlock: not every thread finished within \(timeout) seconds")
        return finished
    }

    /// Waits until every notification queued so far was delivered; fails when the queue does not get there
    /// within `timeout` (an observer stuck in a deadlock). Returns whether it did.
    ///
    /// Several rounds: a delivery block that was running while the last writes were made schedules the next one
    /// after it, behind a single round's marker.
    func drain(timeout: TimeInterval) -> Bool {
        for _ in 0..<3 {
            let drained = DispatchSemaphore(value: 0)
            queue.async { drained.signal() }
            guard drained.wait(timeout: .now() + timeout) == .success else {
                XCTFail("deadlock: the delivery queue did not drain within \(timeout) seconds")
                return false
            }
        }
        return true
    }
}
