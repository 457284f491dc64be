/// Which live list's closures (`where`, `sortedBy`) run on this thread, if any: they run with the store's lock
/// held, so a closure that calls the same store would wait for that lock forever. The lock asks this when it is
/// taken (see `StoreLock.acquireContended()`), and stops the program with a message naming the list instead.
enum ListClosures {
    /// Set while a list's closures run on this thread (a task-local value also works on threads outside tasks): the
    /// store they run in, and the list's ``AnyLiveList/elementType`` (its name is made only for the message).
    @TaskLocal static var running: (store: ObjectIdentifier, elementType: String)?

    /// Runs `body`, which calls `list`'s closures, in `state`'s store.
    static func run<R>(_ list: AnyLiveList, of state: StoreState, _ body: () throws -> R) rethrows -> R {
        try $running.withValue((ObjectIdentifier(state), list.elementType), operation: body)
    }

    /// Stops the program when a list's closures, running on this thread, call the store whose lock is `state`'s:
    /// the lock is held, and waiting for it would never end.
    static func checkNotRunning(in state: StoreState) {
        precondition(
            running?.store != ObjectIdentifier(state),
            "store.entities(\(running?.elementType ?? "").self): its where or sortedBy closure called the store. They run while the store is locked and must depend on the values they are given only."
        )
    }
}
