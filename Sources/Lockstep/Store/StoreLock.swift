import Foundation

/// The store's lock, which owns what it guards: the store's ``StoreState`` is reached through
/// ``withLock(_:)-(StoreState)->R`` (the shape of SE-0433's `Mutex.withLock` and GRDB's
/// `Mutex`), and the write engine between ``lockForWrite()`` and ``unlock()``. The few places that read
/// ``state`` or ``engine`` directly do so with the lock already held (Docs/Internals.md lists them).
///
/// It also guards every node, slot and parent link, which observers and subscriptions reach through their node
/// rather than through the state: they use ``withLock(_:)-()->R``, and ``EntityObserver/value`` uses
/// ``acquire()`` and ``unlock()``. Non-recursive on purpose: no user code runs
/// while it is held (see Docs/Internals.md for which lock guards what, and the lock order).
@usableFromInline
final class StoreLock {
    /// The mutex itself: an `NSLock`, used directly (``acquire()`` costs what `lock()` costs).
    @usableFromInline let mutex = NSLock()
    /// What the lock guards. `@usableFromInline` so that the inlinable accessors below can reach it; read directly
    /// only where the lock is already held (tests read it inside `withLock`).
    @usableFromInline let state: StoreState
    /// The write engine, handed out by ``lockForWrite()`` only. It holds `state` too; neither refers back to this
    /// lock or to the store.
    @usableFromInline let engine: WriteEngine

    /// Creates the lock, an empty state and the engine that writes it (`isLogging`: whether the store has a
    /// logger, so that the engine builds its reports).
    init(isLogging: Bool) {
        let state = StoreState()
        self.state = state
        self.engine = WriteEngine(state: state, isLogging: isLogging)
    }

    /// Takes the lock. When it is taken already, first checks that a live list's closures, which run under it, did
    /// not call the store on this thread: that would wait forever (see ``ListClosures``).
    @inlinable @inline(__always)
    func acquire() {
        if !mutex.try() {
            acquireContended()
        }
    }

    /// ``acquire()`` when the lock is taken: out of line, so that the check costs nothing when it is free.
    @usableFromInline @inline(never)
    func acquireContended() {
        ListClosures.checkNotRunning(in: state)
        mutex.lock()
    }

    // Each accessor is always inlined, so that holding the lock costs what a bare `lock()` and `unlock()` cost.

    /// Runs `body` with the lock held and the state it guards, then drops the nodes the tables held meanwhile (a
    /// lookup drops the nodes it finds dead, see ``StoreState/hold(_:)``), after the lock: their release may run user
    /// code.
    @inlinable @inline(__always)
    func withLock<R>(_ body: (StoreState) throws -> R) rethrows -> R {
        acquire()
        defer { unlockReleasingHeldNodes() }
        return try body(state)
    }

    /// Runs `body` with the lock held, for code that reaches what the lock guards through a node (an observer, a
    /// subscription) rather than through the state.
    @inlinable @inline(__always)
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        acquire()
        defer { unlock() }
        return try body()
    }

    /// Takes the lock for a write and hands over the engine, which reaches the state itself; the caller must call
    /// ``unlock()``. Used by `EntityStore.write` only, the one path that cannot take a closure: a write
    /// is generic over its result, and moving the result and the write's leftovers out of a closure in that
    /// unspecialized function costs value-witness calls (3 % more instructions per stored entity, measured with
    /// callgrind). Everything else goes through `withLock`.
    @inlinable @inline(__always)
    func lockForWrite() -> WriteEngine {
        acquire()
        return engine
    }

    /// Releases the lock taken by ``lockForWrite()`` or ``acquire()``.
    @inlinable @inline(__always)
    func unlock() {
        mutex.unlock()
    }

    /// Releases the lock, then drops the nodes the tables held meanwhile (see ``StoreState/hold(_:)``): how the
    /// state's lock sections (`withLock(_:)`) end; a write hands them to its leftovers instead. Out of
    /// line, so that every inlined lock section stays small (inlined, it kept `find` from being inlined into its
    /// callers: 64 instructions a lookup).
    @usableFromInline
    func unlockReleasingHeldNodes() {
        let held = state.heldNodes.takeAll()
        mutex.unlock()
        withExtendedLifetime(held) {}
    }
}
