import Lockstep

extension Workloads {
    /// `find`: lookups by id, spread over the stored entities.
    static func find(entities: Int, finds: Int, repetitions: Int) -> Workload {
        let stored = books(count: entities)
        let ids = (0..<finds).map { ($0 &* 7_919) % entities }
        return Workload(
            name: "find", size: finds, target: 3, repetitions: repetitions, unit: .nanoseconds,
            lockstep: {
                let store = EntityStore(queue: makeQueue())
                let observer = store.store(entities: stored)
                var found = 0
                let clock = Stopwatch()
                for id in ids where store.find(BenchBook.self, id: id) != nil {
                    found += 1
                }
                let elapsed = clock.elapsed
                Checksum.add(found)
                withExtendedLifetime(observer) {}
                return perOperation(elapsed, finds)
            },
            baseline: {
                let store = DictionaryStore()
                store.store(books: stored)
                var found = 0
                let clock = Stopwatch()
                for id in ids where store.findBook(id: id) != nil {
                    found += 1
                }
                let elapsed = clock.elapsed
                Checksum.add(found)
                return perOperation(elapsed, finds)
            }
        )
    }
}
