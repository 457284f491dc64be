import Lockstep

extension Workloads {
    /// `store_aggregates[_<N>]`: aggregates of one author and 10 books, over 100 shared authors, stored one call
    /// each (Lockstep's observers kept). Reported per aggregate (11 entities).
    static func storeAggregates(name: String, count: Int, repetitions: Int, host: Host) -> Workload {
        let authors = (0..<100).map { BenchAuthor(id: $0, name: "Author \($0)", version: 0) }
        let input = (0..<count).map { index in
            AuthorBooks(id: index, author: authors[index % authors.count], books: books(count: 10, first: index * 10))
        }
        return Workload(
            name: name, size: count, target: target, repetitions: repetitions, unit: .nanoseconds,
            lockstep: storingEach(input, host: host) { $0.store(entity: $1) },
            baseline: {
                var floor = DictionaryStore()
                let elapsed = Stopwatch.measure {
                    for aggregate in input {
                        floor.store(aggregate: aggregate)
                    }
                }.nanoseconds
                Checksum.add(floor.aggregates.count)
                return perOperation(elapsed, count)
            }
        )
    }
}
