#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Keeps deep recursion off the caller's stack.
///
/// Storing an aggregate stores what it nests first, recursively: a chain of 100,000 nested entities needs far
/// more stack than a thread has (8 MiB on the main thread, 512 KiB on a dispatch worker). Every few levels the
/// write checks how much stack it used; past a limit, the rest of the recursion runs on a new thread with a
/// large stack while the calling thread waits for it, so the work is still done as if by the caller (same lock
/// held, nothing else running in between).
@usableFromInline
enum StackSpace {
    /// What a new thread gets: enough for hundreds of thousands of levels.
    static let freshStackSize = 256 << 20

    /// How much stack a write may use below the point where it started before recursion moves to a new
    /// thread: small enough to fit a dispatch worker's 512 KiB after what the caller itself used.
    static let callerBudget: UInt = 128 << 10

    /// An address on the current thread's stack, at the caller's depth.
    @usableFromInline @inline(never)
    static func currentPosition() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// The lowest stack address recursion may reach on the calling thread, for a write starting here.
    @usableFromInline
    static func limitForCaller() -> UInt {
        currentPosition() &- callerBudget
    }

    /// Whether the stack has grown past `limit` (stacks grow down on every supported platform).
    @usableFromInline
    static func isPast(_ limit: UInt) -> Bool {
        currentPosition() < limit
    }

    /// Runs `body` on a new thread with a ``freshStackSize`` stack and waits for it to finish; `body` receives
    /// the lowest stack address it may reach there.
    @usableFromInline
    static func runOnFreshStack(_ body: (_ limit: UInt) -> Void) {
        runOnFreshStack {
            let limit = currentPosition() &- UInt(freshStackSize - (1 << 20))
            // Invariant: the limit lies inside the fresh stack, below where its body starts.
            assert(!isPast(limit), "a fresh stack starts above its limit")
            body(limit)
        }
    }

    /// Runs `body` on a new thread with a ``freshStackSize`` stack and waits for it to finish: the calling thread
    /// waits in `join` while the new thread runs `body`, so the two never touch what `body` captures at once.
    private static func runOnFreshStack(_ body: () -> Void) {
        withoutActuallyEscaping(body) { body in
            BigStackThread.join(BigStackThread.start(stackSize: freshStackSize, detached: false, body))
        }
    }
}
