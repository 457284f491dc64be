import Dispatch
import Foundation
import Lockstep

/// A simulated back end: a REST page load, then websocket-style events, each stamped by the server's clock.
struct LiveFeed {
    let store: EntityStore
    let pause: TimeInterval
    let clock = ServerClock()

    /// Sends `description` to the console, applies `change` with the event's stamp, then waits until every
    /// screen has re-rendered, so the output reads in order.
    func event(_ description: String, _ change: (Stamp) -> Void) {
        if pause > 0 {
            Thread.sleep(forTimeInterval: pause)
        }
        Swift.print("")
        Console.print("[feed]", description)
        change(clock.now())
        settle()
    }

    /// Waits until the screens have printed everything the store has told them so far.
    ///
    /// A new subscription's first value is delivered after every notification already queued, so its arrival
    /// is the barrier. A plain `queue.sync {}` is not one: a delivery running at that moment schedules the
    /// notifications that arrived meanwhile behind it, and they would print after the next event's line.
    func settle() {
        let delivered = DispatchSemaphore(value: 0)
        let barrier = store.find(named: .settleBarrier).observe { _ in delivered.signal() }
        delivered.wait()
        barrier.unsubscribe()
    }
}
