import Foundation

extension EntityStore {
    /// Groups writes so that each observer is notified at most once, with its final value, after `body`
    /// returns (or throws).
    ///
    /// ```swift
    /// store.transaction {
    ///     store.store(entities: page.books)
    ///     store.update(Author.self, id: page.author.id) { $0.bookCount = page.total }
    /// }   // every screen refreshes once here
    /// ```
    ///
    /// Writes inside are applied in order as they are made, and are visible to every thread at once; only
    /// notifications wait. Nested transactions join the outermost one. A transaction belongs to the thread
    /// that opened it.
    @discardableResult
    public func transaction<R>(_ body: () throws -> R) rethrows -> R {
        // A thread's `Thread` object lives as long as the thread, which outlives the transaction.
        let thread = ObjectIdentifier(Thread.current)
        lock.withLock { state in
            if let frame = state.transactions[thread] {
                frame.depth += 1
            } else {
                state.transactions[thread] = TransactionFrame()
            }
        }
        defer {
            let notified = lock.withLock { state -> ContiguousArray<NodeBase> in
                // Invariant: opened above, on this thread; transactions close in the reverse order of opening.
                let frame = state.transactions[thread]!
                frame.depth -= 1
                guard frame.depth == 0 else { return [] }
                // The outermost transaction of this thread ends: every node it changed is notified, once.
                state.transactions[thread] = nil
                enqueueNotifications(of: frame.deferred)
                return frame.deferred
            }
            withExtendedLifetime(notified) {}
        }
        return try body()
    }
}
