import Foundation

/// A result handed from one thread to another that waits for it (by blocking, by turning the main run loop or
/// by polling).
final class Handoff<Value: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `result` is guarded by `condition`.
    private let condition = NSCondition()
    /// The result, once in.
    private var result: Result<Value, any Error>?

    /// Records the result and wakes a blocked waiter.
    func finish(_ result: Result<Value, any Error>) {
        condition.lock()
        self.result = result
        condition.broadcast()
        condition.unlock()
    }

    /// Whether the result is in.
    var isFinished: Bool {
        condition.lock()
        defer { condition.unlock() }
        return result != nil
    }

    /// Blocks until the result is in.
    func waitUntilFinished() {
        condition.lock()
        while result == nil {
            condition.wait()
        }
        condition.unlock()
    }

    /// The result; call once finished.
    func get() throws -> Value {
        condition.lock()
        defer { condition.unlock() }
        guard let result else { preconditionFailure("Handoff read before the task finished") }
        return try result.get()
    }
}
