import Foundation

/// A non-recursive lock, usable on every platform the package supports (`Synchronization.Mutex` needs newer OSes):
/// an `NSLock` with `withLock(_:)`.
///
/// The store's lock (``StoreLock``, which owns the state it guards) is an `NSLock` of its own; an observer's lock
/// is an `NSRecursiveLock` (see ``ObserverRegistration``). See Docs/Internals.md for which lock guards what.
@usableFromInline
struct Mutex: Sendable {
    @usableFromInline let mutex = NSLock()

    @usableFromInline
    init() {}

    @inlinable
    func lock() {
        mutex.lock()
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
