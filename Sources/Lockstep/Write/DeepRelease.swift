import Dispatch

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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

    // Invariant: see the comment inside.
    private final class Worker: @unchecked Sendable {
        // @unchecked Sendable: `pending` is guarded by `mutex`; `condition` signals it changed.
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        private var pending: [Any] = []

        init() {
            pthread_mutex_init(mutex, nil)
            pthread_cond_init(condition, nil)
            // Invariant: the worker lives as long as the process (it is a static), so the thread may use it
            // unretained.
            _ = BigStackThread.start(stackSize: 1 << 30, detached: true) { [unowned(unsafe) self] in
                run()
            }
        }

        func add(_ object: consuming Any) {
            pthread_mutex_lock(mutex)
            // Moved: a copy left here could be dropped after the worker dropped its own, on this thread's stack.
            pending.append(consume object)
            pthread_cond_signal(condition)
            pthread_mutex_unlock(mutex)
        }

        private func run() -> Never {
            while true {
                pthread_mutex_lock(mutex)
                while pending.isEmpty {
                    pthread_cond_wait(condition, mutex)
                }
                var batch = pending
                pending = []
                pthread_mutex_unlock(mutex)
                // Last added first, so that values kept by one write go from the outermost level inwards.
                while batch.popLast() != nil {}
            }
        }
    }
}
