#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A pthread mutex, usable on every platform the package supports (`Synchronization.Mutex` needs newer OSes).
///
/// The store's lock (``StoreLock``, which owns the state it guards) is one, non-recursive on purpose: no user code
/// runs while it is held, so no call can come back into the store while it is locked. An observer's lock is
/// recursive: it is held while the observer's closure
/// runs, and the closure may unsubscribe itself. See Docs/Internals.md for which lock guards what.
///
/// Noncopyable, and kept inline by its owner: the owner reaches the pthread mutex in one step, without an object
/// of its own in between (an observer's registration is read once per delivery, often from a cold cache). The
/// pthread mutex itself is allocated once, so that its address never changes.
@usableFromInline
struct Mutex: ~Copyable, @unchecked Sendable {
    // @unchecked Sendable: the pthread mutex is the synchronization itself; `mutex` is set once in `init`.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline
    init(recursive: Bool = false) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive {
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        }
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inlinable
    borrowing func lock() {
        pthread_mutex_lock(mutex)
    }

    /// Takes the lock if it is free; returns whether it did. Never waits, so it may be called whatever other lock
    /// is held.
    @inlinable
    borrowing func tryLock() -> Bool {
        pthread_mutex_trylock(mutex) == 0
    }

    @inlinable
    borrowing func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` with the lock held.
    @inlinable
    borrowing func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}
