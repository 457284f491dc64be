import Dispatch

/// Blocks the calling thread until a completion-handler operation finishes: the engine of the sync storages.
enum CompletionWait {
    /// Starts `operation`, waits until it calls its completion handler, and returns or throws the outcome.
    ///
    /// The wait costs nothing when the handler is called before `operation` returns (a memory storage);
    /// otherwise the handler runs on another thread, never the blocked one.
    static func wait<T>(for operation: (@escaping (ShallowsResult<T>) -> Void) -> Void) throws -> T {
        let outcome = Locked<ShallowsResult<T>?>(nil)
        let finished = DispatchSemaphore(value: 0)
        operation { result in
            outcome.withLock { $0 = result }
            finished.signal()
        }
        finished.wait()
        // The handler stored an outcome before signalling.
        return try outcome.withLock { $0! }.get()
    }
}
