import Foundation

/// A value guarded by a lock, for state shared between tasks and threads.
///
/// A lock rather than an actor: every critical section here is a few instructions and never suspends, and
/// callers include synchronous code (store observers, completion-handler forms) that cannot await.
// @unchecked Sendable: `state` is only read or written inside `withLock`, which holds `lock`.
final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state. `body` must not call back into this object.
    func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
