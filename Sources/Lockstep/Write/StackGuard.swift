#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How deep a write has gone, so that deep data never overflows a stack (rule 10).
///
/// Storing an aggregate stores what it nests first, recursively: a chain of 100,000 nested entities needs far
/// more stack than a thread has (8 MiB on the main thread, 512 KiB on a dispatch worker). Every few levels the
/// write checks how much stack it used; past a limit, the rest of the recursion runs on a new thread with a
/// large stack while the calling thread waits for it, so the work is still done as if by the caller (same lock
/// held, nothing else running in between). Propagation keeps old values of deep data for after the lock (see
/// ``WriteLeftovers``).
///
/// Part of ``WriteEngine``, guarded by the store's lock like all of it.
struct StackGuard {
    /// The free stack is checked every this many levels of normalization.
    static let checkInterval = 16
    /// Levels of recursion on one stack at most, whatever the free stack measures: a safety net for builds
    /// whose frames are far larger than usual (sanitizers), where the measure may come too late.
    static let levelsPerStack = 512
    /// Propagation keeps an old value every this many writes into parents that have parents of their own.
    static let nestedWritesPerRetirement = 128
    /// What a new thread gets: enough for hundreds of thousands of levels.
    static let freshStackSize = 256 << 20
    /// How much stack a write may use below the point where it started before recursion moves to a new
    /// thread: small enough to fit a dispatch worker's 512 KiB after what the caller itself used.
    static let callerBudget: UInt = 128 << 10

    /// How deep normalization is nested right now.
    var depth = 0
    /// `depth` where the recursion entered the current stack.
    var depthOnThisStack = 0
    /// The lowest stack address this write's recursion may reach on the current thread.
    var limit: UInt = 0
    /// Propagation writes into parents that have parents of their own (levels of nested data), in this write.
    var nestedWrites = 0
    /// Whether this write reached deep data: what it releases is then released on a thread with a big stack
    /// (see `DeepRelease`).
    var isDeep = false

    /// Starts a write on the calling thread.
    mutating func begin() {
        isDeep = false
        nestedWrites = 0
        limit = Self.currentPosition() &- Self.callerBudget
        depthOnThisStack = 0
    }

    /// Whether the stack has grown past ``limit`` (stacks grow down on every supported platform).
    var isPastLimit: Bool { Self.currentPosition() < limit }

    /// An address on the current thread's stack, at the caller's depth.
    @inline(never)
    static func currentPosition() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// Runs `body` on a new thread with a ``freshStackSize`` stack and waits for it to finish; `body` receives
    /// the lowest stack address it may reach there. The calling thread waits in `pthread_join` while the new
    /// thread runs `body`, so the two never touch what `body` captures at once.
    static func runOnFreshStack(_ body: (_ limit: UInt) -> Void) {
        withoutActuallyEscaping(body) { body in
            let thread = startThread(stackSize: freshStackSize, detached: false) {
                let limit = currentPosition() &- UInt(freshStackSize - (1 << 20))
                // Invariant: the limit lies inside the fresh stack, below where its body starts.
                assert(currentPosition() >= limit, "a fresh stack starts above its limit")
                body(limit)
            }
            if let thread {
                pthread_join(thread, nil)
            }
        }
    }

    /// Starts a thread with a `stackSize`-byte stack that runs `body`, for work that recurses as deep as the data
    /// it is given. Joinable: the caller must join it; detached: it ends on its own.
    ///
    /// `body` crosses to the new thread without a `Sendable` check (the context goes through a raw pointer). The
    /// two callers keep what it captures from being touched by two threads at once: ``runOnFreshStack(_:)`` waits
    /// in `pthread_join` while the body runs, and `DeepRelease`'s worker guards its state with its own lock.
    static func startThread(stackSize: Int, detached: Bool, _ body: @escaping () -> Void) -> pthread_t? {
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
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let created = pthread_create(&thread, &attributes, { context in
            // Invariant: retained by `startThread` for this thread, released here once the body has run.
            Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        precondition(created == 0, "Lockstep could not start a thread for deep data (error \(created))")
        return thread
    }

    private final class ThreadBody {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }
}
