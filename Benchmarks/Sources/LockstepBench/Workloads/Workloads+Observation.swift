import Lockstep
import Observation

extension Workloads {
    /// `observation_read`: one tracked read per observer, `withObservationTracking { observer.value }`, over
    /// `count` observers of distinct entities (as a list renders its rows again), against the same read of an
    /// `@Observable` class's property (target 2×). Skipped while the runtime's `value` is not tracked by Observation.
    static func observationRead(count: Int, repetitions: Int, host: Host) -> Workload {
        let name = "observation_read"
        // A tracked read may cost twice a plain `@Observable` property read: it also takes the store's lock
        // and copies the value out of the store.
        let target = 2.0
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else {
            return .skipped(name, size: count, target: target, reason: "Observation needs macOS 14 or iOS 17")
        }
        guard tracksObserverValue(host: host) else {
            return .skipped(name, size: count, target: target, reason: "observer.value not tracked by Observation yet")
        }
        let input = books(count: count)
        return Workload(
            name: name, size: count, target: target, repetitions: repetitions, unit: .nanoseconds,
            lockstep: {
                let session = host.makeSession()
                let store = session.store
                let observers = session.write { input.map { store.store(entity: $0) } }
                return timeTrackedReads(of: observers) { $0.value.pages }
            },
            baseline: {
                timeTrackedReads(of: input.map { ObservedBook(value: $0) }) { $0.value.pages }
            }
        )
    }

    /// Reads `read(item)` inside its own `withObservationTracking` for each item, and returns the time per read
    /// of a second pass: the first one, untimed, lets Lockstep create each node's registrar (on first read), as
    /// the floor's objects created theirs when they were made. The same code times both sides.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private static func timeTrackedReads<Item>(of items: [Item], _ read: (Item) -> Int) -> Double {
        for item in items {
            Checksum.add(withObservationTracking { read(item) } onChange: {})
        }
        let (pages, elapsed) = Stopwatch.measure {
            var pages = 0
            for item in items {
                pages &+= withObservationTracking { read(item) } onChange: {}
            }
            return pages
        }
        Checksum.add(pages)
        withExtendedLifetime(items) {}
        return perOperation(elapsed, items.count)
    }

    /// Whether reading `observer.value` inside `withObservationTracking` is tracked: after such a read, an
    /// update of the entity must call `onChange` (during the write or once its notifications are delivered).
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private static func tracksObserverValue(host: Host) -> Bool {
        let session = host.makeSession()
        let store = session.store
        let observer = session.write { store.store(entity: BenchBook(id: 0, title: "Probe", pages: 0)) }
        let changed = Handoff<Bool>()
        _ = withObservationTracking { observer.value } onChange: { changed.finish(.success(true)) }
        session.write {
            _ = store.update(BenchBook.self, id: 0) { $0.pages = 1 }
        }
        return session.poll(until: { changed.isFinished }, maximumRounds: 10)
    }
}
