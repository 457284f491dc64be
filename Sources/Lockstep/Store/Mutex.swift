import Foundation

/// A lock, usable on every platform the package supports (`Synchronization.Mutex` needs newer OSes).
///
/// The store's lock (``StoreLock``, which owns the state it guards) is one, non-recursive on purpose: no user code
/// runs while it is held, so no call can come back into the store while it is locked. An observer's lock is
/// recursive: it is held while the observer's closure runs, and the closure may unsubscribe itself. See
/// Docs/Internals.md for which lock guards what.
@usableFromInline
struct Mutex: Sendable {
    /// `NSLock`, or `NSRecursiveLock` for a recursive mutex.
    @usableFromInline let mutex: any NSLocking & Sendable

    @usableFromInline
    init(recursive: Bool = false) {
        mutex = recursive ? NSRecursiveLock() : NSLock()
    }

    @inlinable
    func lock() {
        mutex.lock()
    }

    /// Takes the lock if it is free; returns whether it did. Never waits, so it may be called whatever other lock
    /// is held.
    @inlinable
    func tryLock() -> Bool {
        (mutex as? NSLock)?.try() ?? (mutex as! NSRecursiveLock).try()
    }

    @inlinable
    func unlock() {
        mutex.unlock()
    }

    /// Runs `body` with the lock held.
    @inlinable
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}
