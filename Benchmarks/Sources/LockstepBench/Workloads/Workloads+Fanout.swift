import Lockstep

extension Workloads {
    /// `fanout_<P>`: one author shared by `parents` observed aggregates, updated `updates` times in a burst.
    /// Reported per update per parent, with every notification delivered before the clock stops.
    static func fanout(parents: Int, updates: Int, repetitions: Int, host: Host) -> Workload {
        let author = BenchAuthor(id: 0, name: "Shared author", version: 0)
        let input = (0..<parents).map { index in
            AuthorBooks(id: index, author: author, books: books(count: 1, first: index))
        }
        return burstWorkload(
            name: "fanout_\(parents)", input: input, operations: parents * updates, repetitions: repetitions, host: host,
            checksum: { $0.author.version },
            lockstepWrites: { store in
                for version in 1...updates {
                    store.update(BenchAuthor.self, id: author.id) { $0.version = version }
                }
            },
            floorWrites: { floor in
                for version in 1...updates {
                    floor.updateAuthor(id: author.id) { $0.version = version }
                }
            }
        )
    }
}
