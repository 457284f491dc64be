/// Counts the nodes of one table released since the table last looked, so that the table scans for dead
/// entries only when some exist (a table that only grows never pays for pruning).
///
/// Nodes are released on whatever thread drops them last, sometimes while the store's lock is held, so the
/// counter has its own tiny lock, never held while taking another.
@usableFromInline
// Invariant: `released` is guarded by `lock`.
final class ReleaseCounter: @unchecked Sendable {
    private let lock = Mutex()
    private var released = 0

    @usableFromInline
    init() {}

    /// Called from a node's deinit.
    func increment() {
        lock.withLock { released += 1 }
    }

    /// The releases counted so far; resets the count.
    @usableFromInline
    func take() -> Int {
        lock.withLock {
            defer { released = 0 }
            return released
        }
    }
}
