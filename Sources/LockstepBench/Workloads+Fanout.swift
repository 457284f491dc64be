import Lockstep

extension Workloads {
    /// `fanout_<P>`: one author shared by `parents` observed aggregates, updated `updates` times as `writer`
    /// says. Reported per update per parent, with every notification delivered before the clock stops.
    static func fanout(parents: Int, updates: Int, repetitions: Int, writer: Writer) -> Workload {
        let author = BenchAuthor(id: 0, name: "Shared author", version: 0)
        let input = (0..<parents).map { index in
            AuthorBooks(id: index, author: author, books: books(count: 1, first: index))
        }
        let operations = parents * updates
        return Workload(
            name: "fanout_\(parents)", size: parents, target: 3, repetitions: repetitions, unit: .nanoseconds,
            lockstep: {
                let queue = makeQueue()
                let store = EntityStore(queue: queue)
                let counter = DeliveryCounter()
                let observers = input.map { store.store(entity: $0) }
                let subscriptions = observers.map { observer in
                    observer.observe { value in
                        counter.count += 1
                        counter.checksum &+= value.author.version
                    }
                }
                queue.sync {}
                counter.count = 0
                let clock = Stopwatch()
                writer.burst(on: queue) {
                    for version in 1...updates {
                        store.update(BenchAuthor.self, id: author.id) { $0.version = version }
                    }
                }
                let elapsed = clock.elapsed
                expect(counter.count, operations, "lockstep fanout_\(parents)")
                Checksum.add(counter.checksum)
                withExtendedLifetime((observers, subscriptions)) {}
                return perOperation(elapsed, operations)
            },
            baseline: {
                let store = DictionaryStore()
                let counter = DeliveryCounter()
                let kept = input.map { store.store(aggregate: $0) }
                for aggregate in kept {
                    store.observeAggregate(id: aggregate.id) { value in
                        counter.count += 1
                        counter.checksum &+= value.author.version
                    }
                }
                counter.count = 0
                let clock = Stopwatch()
                for version in 1...updates {
                    store.updateAuthor(id: author.id) { $0.version = version }
                }
                let elapsed = clock.elapsed
                expect(counter.count, operations, "baseline fanout_\(parents)")
                Checksum.add(counter.checksum)
                return perOperation(elapsed, operations)
            }
        )
    }
}
