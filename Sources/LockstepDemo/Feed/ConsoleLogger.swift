import Lockstep

/// Prints the writes the store rejects, so the demo shows a stale event being dropped.
struct ConsoleLogger: Logger {
    func didStore<T: Identifiable>(_ type: T.Type, id: T.ID) {}

    func didFailedToStore<T: Identifiable>(_ type: T.Type, id: T.ID, error: Error) {
        print("[store]".padding(toLength: 12, withPad: " ", startingAt: 0) + "rejected \(type) \(id): \(error)")
    }

    func didRegisterAlias<T>(_ alias: AliasKey<T>) {}

    func didUnregisterAlias<T>(_ alias: AliasKey<T>) {}
}
