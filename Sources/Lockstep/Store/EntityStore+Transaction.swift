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
        let frame = TransactionFrame.open(for: self)
        if frame.depth == 1 {
            lock.withLock { $0.openTransactions += 1 }
        }
        defer {
            if frame.close() {
                // The outermost transaction of this thread ends: every node it changed is notified, once.
                let nodes = frame.takeDeferred()
                lock.withLock { state in
                    state.openTransactions -= 1
                    enqueueNotifications(of: nodes)
                }
                withExtendedLifetime(nodes) {}
            }
        }
        return try body()
    }
}
