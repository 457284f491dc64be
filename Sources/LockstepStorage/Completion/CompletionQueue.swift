/// Runs the completion-handler forms one after another, in the order they were called.
///
/// Shallows' storages run calls on serial queues, so code written for it expects that a `set` issued
/// before a `retrieve` is done when the retrieve runs. Each call here is a task that first waits for the
/// previous one, which keeps that order across every storage.
enum CompletionQueue {
    private static let tail = Locked<Task<Void, Never>?>(nil)

    /// Runs `operation` after every operation enqueued before it has finished.
    static func enqueue(_ operation: @escaping @Sendable () async -> Void) {
        tail.withLock { tail in
            let previous = tail
            tail = Task {
                await previous?.value
                await operation()
            }
        }
    }

    /// Runs `operation` in turn and hands its outcome to `completion`.
    static func run<T>(
        _ operation: @escaping @Sendable () async throws -> T,
        completion: @escaping @Sendable (Result<T, any Error>) -> Void
    ) {
        enqueue {
            do {
                completion(.success(try await operation()))
            } catch {
                completion(.failure(error))
            }
        }
    }
}
