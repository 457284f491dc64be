import Lockstep

extension Workloads {
    /// `store_entities`: new entities stored one call each; the returned observers are kept, as an app would.
    static func storeEntities(count: Int, repetitions: Int) -> Workload {
        let input = books(count: count)
        return Workload(
            name: "store_entities", size: count, target: 3, repetitions: repetitions, unit: .nanoseconds,
            lockstep: {
                let store = EntityStore(queue: makeQueue())
                var observers: [EntityObserver<BenchBook>] = []
                observers.reserveCapacity(count)
                let clock = Stopwatch()
                for book in input {
                    observers.append(store.store(entity: book))
                }
                let elapsed = clock.elapsed
                Checksum.add(observers.count)
                return perOperation(elapsed, count)
            },
            baseline: {
                let store = DictionaryStore()
                var kept: [BenchBook] = []
                kept.reserveCapacity(count)
                let clock = Stopwatch()
                for book in input {
                    kept.append(store.store(book: book))
                }
                let elapsed = clock.elapsed
                Checksum.add(kept.count)
                return perOperation(elapsed, count)
            }
        )
    }

    /// `store_batch`: the same entities stored in one call.
    static func storeBatch(count: Int, repetitions: Int) -> Workload {
        let input = books(count: count)
        return Workload(
            name: "store_batch", size: count, target: 3, repetitions: repetitions, unit: .nanoseconds,
            lockstep: {
                let store = EntityStore(queue: makeQueue())
                let clock = Stopwatch()
                let observer = store.store(entities: input)
                let elapsed = clock.elapsed
                withExtendedLifetime(observer) {}
                return perOperation(elapsed, count)
            },
            baseline: {
                let store = DictionaryStore()
                let clock = Stopwatch()
                let kept = store.store(books: input)
                let elapsed = clock.elapsed
                Checksum.add(kept.count)
                return perOperation(elapsed, count)
            }
        )
    }
}
