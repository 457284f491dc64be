import Foundation

/// Polls `condition` every few milliseconds until it holds or `timeout` passes; returns whether it held. For
/// work that ends on another thread with nothing to wait on (a concurrent queue's deliveries, the deep-release
/// thread): the caller asserts on what it then sees.
func waitUntil(timeout: TimeInterval = 30, _ condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() {
        guard Date() < deadline else { return false }
        Thread.sleep(forTimeInterval: 0.005)
    }
    return true
}
