import Lockstep

/// Prints the writes the store rejects, so the demo shows stale events being dropped.
struct ConsoleLogger: Logger {
    func didStore<T: Identifiable>(_ type: T.Type, id: T.ID) {}

    func didFailedToStore<T: Identifiable>(_ type: T.Type, id: T.ID, error: Error) {
        // Stamps are wall-clock times (see ServerClock): say how they compare rather than print them.
        let reason = error is StampError ? "its stamp is older than what the store already has" : "\(error)"
        Console.print("[store]", "rejected \(type) \(id): \(reason)")
    }

    func didRegisterAlias<T>(_ alias: AliasKey<T>) {}

    func didUnregisterAlias<T>(_ alias: AliasKey<T>) {}
}
