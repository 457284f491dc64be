#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A thread with a stack of a chosen size, for work that recurses as deep as the data it is given (see
/// `StackSpace` and `DeepRelease`).
enum BigStackThread {
    /// Starts a thread with a `stackSize`-byte stack that runs `body`. Joinable: the caller must join it;
    /// detached: it ends on its own.
    ///
    /// `body` crosses to the new thread without a `Sendable` check (the context goes through a raw pointer). The
    /// two callers keep what it captures from being touched by two threads at once: `StackSpace` waits in
    /// `join(_:)` while the body runs, and `DeepRelease`'s worker guards its state with its own lock.
    static func start(stackSize: Int, detached: Bool, _ body: @escaping () -> Void) -> pthread_t? {
        // Invariant: the context passed to the thread is retained until the thread takes it back, once.
        assert(stackSize >= 1 << 16, "a big stack is at least 64 KiB")
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        if detached {
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        }
        // Retained here, released by the thread once `body` returned.
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let created = pthread_create(&thread, &attributes, { context in
            // Invariant: retained by `start` for this thread, released here once the body has run.
            let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
            body.run()
            return nil
        }, context)
        precondition(created == 0, "Lockstep could not start a thread for deep data (error \(created))")
        return thread
    }

    /// Waits for a thread from ``start(stackSize:detached:_:)`` (not detached) to end.
    static func join(_ thread: pthread_t?) {
        if let thread {
            pthread_join(thread, nil)
        }
    }

    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }
}
