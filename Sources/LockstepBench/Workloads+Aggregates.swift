import Lockstep

extension Workloads {
    /// `store_aggregates[_<N>]`: aggregates of one author and 10 books, over 100 shared authors, stored one call
    /// each with their observers kept. Reported per aggregate (11 entities).
    static func storeAggregates(name: String, count: Int, repetitions: Int) -> Workload {
        let authors = (0..<100).map { BenchAuthor(id: $0, name: "Author \($0)", version: 0) }
        let input = (0..<count).map { index in
            AuthorBooks(id: index, author: authors[index % authors.count], books: books(count: 10, first: index * 10))
        }
        return Workload(
            name: name, size: count, target: 3, repetitions: repetitions, unit: .nanoseconds,
            lockstep: {
                let store = EntityStore(queue: makeQueue())
                var observers: [EntityObserver<AuthorBooks>] = []
                observers.reserveCapacity(count)
                let clock = Stopwatch()
                for aggregate in input {
                    observers.append(store.store(entity: aggregate))
                }
                let elapsed = clock.elapsed
                Checksum.add(observers.count)
                return perOperation(elapsed, count)
            },
            baseline: {
                let store = DictionaryStore()
                var kept: [AuthorBooks] = []
                kept.reserveCapacity(count)
                let clock = Stopwatch()
                for aggregate in input {
                    kept.append(store.store(aggregate: aggregate))
                }
                let elapsed = clock.elapsed
                Checksum.add(kept.count)
                return perOperation(elapsed, count)
            }
        )
    }
}
