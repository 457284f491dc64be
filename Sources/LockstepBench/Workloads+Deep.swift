import Lockstep

extension Workloads {
    /// `deep_<D>`: a chain of `depth` nested aggregates, the top one observed; the bottom one is updated
    /// `updates` times, as `writer` says. Reported per update, with every notification delivered before the
    /// clock stops.
    static func deep(depth: Int, updates: Int, repetitions: Int, writer: Writer) -> Workload {
        let chain = Level.chain(depth: depth)
        let bottom = depth - 1
        return Workload(
            name: "deep_\(depth)", size: depth, target: 2, repetitions: repetitions, unit: .nanoseconds,
            lockstep: {
                let queue = makeQueue()
                let store = EntityStore(queue: queue)
                let counter = DeliveryCounter()
                let observer = store.store(entity: chain)
                let subscription = observer.observe { value in
                    counter.count += 1
                    counter.checksum &+= value.id
                }
                queue.sync {}
                counter.count = 0
                let clock = Stopwatch()
                writer.burst(on: queue) {
                    for payload in 1...updates {
                        store.update(Level.self, id: bottom) { $0.payload = payload }
                    }
                }
                let elapsed = clock.elapsed
                expect(counter.count, updates, "lockstep deep_\(depth)")
                Checksum.add(counter.checksum)
                withExtendedLifetime((observer, subscription)) {}
                return perOperation(elapsed, updates)
            },
            baseline: {
                let store = DictionaryStore()
                let counter = DeliveryCounter()
                let top = store.store(level: chain)
                store.observeLevel(id: top.id) { value in
                    counter.count += 1
                    counter.checksum &+= value.id
                }
                counter.count = 0
                let clock = Stopwatch()
                for payload in 1...updates {
                    store.updateLevel(id: bottom) { $0.payload = payload }
                }
                let elapsed = clock.elapsed
                expect(counter.count, updates, "baseline deep_\(depth)")
                Checksum.add(counter.checksum)
                return perOperation(elapsed, updates)
            }
        )
    }
}
