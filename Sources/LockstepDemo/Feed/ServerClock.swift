import Foundation
import Lockstep

/// The simulated server's clock, which stamps every event it sends.
///
/// It reads the wall clock rather than counting from a fixed number, as a real server's clock does: the
/// timeline saved by one run then carries older stamps than the next run's network answers, so those
/// answers replace it instead of being rejected as stale.
final class ServerClock {
    private var last = -Stamp.infinity

    /// The current time as a stamp, later than every stamp this clock gave before (two reads of the wall
    /// clock can return the same time, and two events must never share a stamp).
    func now() -> Stamp {
        last = max(Date().stamp, last.nextUp)
        return last
    }
}
