import Foundation

/// Releases what deep writes leave behind on one background thread with a big stack.
///
/// Freeing a value nested 100,000 levels deep frees it level by level, recursively, inside the Swift runtime;
/// the store bounds how deep that goes under its lock (see `StackGuard.nestedWrites`), but the old values
/// it keeps, and the values handed to observers, may still be the last holders of long nested chains. Such
/// values, from writes that reached deep data, are released here, where the stack is large enough.
enum DeepRelease {
    /// Releases `object` (and what it holds) on the deep-release thread, later. Pass it with `consume`: a
    /// copy left with the caller could be the one that frees the value, on the caller's stack.
    static func release(_ object: consuming Any) {
        worker.add(consume object)
    }

    private static let worker = Worker()

    private final class Worker: @unchecked Sendable {
        // @unchecked Sendable: `pending` is guarded by `condition`'s lock, which is signalled when it changes.
        private let condition = NSCondition()
        private var pending: [Any] = []

        init() {
            // Unowned: the worker lives as long as the process (it is a static).
            _ = StackGuard.startThread(stackSize: 1 << 30, detached: true) { [unowned self] in
                run()
            }
        }

        func add(_ object: consuming Any) {
            condition.lock()
            // Moved: a copy left here could be dropped after the worker dropped its own, on this thread's stack.
            pending.append(consume object)
            condition.signal()
            condition.unlock()
        }

        private func run() -> Never {
            while true {
                condition.lock()
                while pending.isEmpty {
                    condition.wait()
                }
                var batch = pending
                pending = []
                condition.unlock()
                // Last added first, so that values kept by one write go from the outermost level inwards.
                while batch.popLast() != nil {}
            }
        }
    }
}
