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
/// the store bounds how deep that goes under its lock (see `WriteOperation.nestedWrites`), but the old values
/// it keeps, and the values handed to observers, may still be the last holders of long nested chains. Such
/// values, from writes that reached deep data, are released here, where the stack is large enough.
enum DeepRelease {
    /// Releases `object` (and what it holds) on the deep-release thread, later. Pass it with `consume`: a
    /// copy left with the caller could be the one that frees the value, on the caller's stack.
    static func release(_ object: consuming Any) {
        worker.add(object)
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
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            pthread_attr_setstacksize(&attributes, 1 << 30)
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
            defer { pthread_attr_destroy(&attributes) }
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            // The worker lives as long as the process (it is a static), so the thread may use it unretained.
            let created = pthread_create(&thread, &attributes, { context in
                // Invariant: the worker is a static, alive for the whole process.
                Unmanaged<Worker>.fromOpaque(context!).takeUnretainedValue().run()
            }, Unmanaged.passUnretained(self).toOpaque())   // Invariant: as above, the worker outlives the thread.
            precondition(created == 0, "Lockstep could not start its deep-release thread (error \(created))")
        }

        func add(_ object: consuming Any) {
            pthread_mutex_lock(mutex)
            pending.append(object)
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
