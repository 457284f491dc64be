import Dispatch
import Foundation
import Lockstep

/// A simulated back end: a REST page load, then websocket-style events, each with a stamp.
struct LiveFeed {
    let store: EntityStore
    let queue: DispatchQueue
    let pause: TimeInterval

    /// Sends `description` to the console, applies `change` to the store, then waits until every screen
    /// has re-rendered, so the output reads in order.
    func event(_ description: String, _ change: () -> Void) {
        Thread.sleep(forTimeInterval: pause)
        print("")
        print("[feed]".padding(toLength: 12, withPad: " ", startingAt: 0) + description)
        change()
        queue.sync {}
    }
}

extension AliasKey where T == Author {
    /// The signed-in user.
    static let currentUser = AliasKey(named: "currentUser")
}
