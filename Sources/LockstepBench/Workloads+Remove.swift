import Lockstep

extension Workloads {
    /// `remove_<P>`: `removals` books, each held by all of `parents` observed aggregates (after each
    /// aggregate's own book), removed one call each, last first, in a burst. Every aggregate loses the book
    /// from its array and is notified once per removal. Reported per removal per parent, deliveries included.
    static func remove(parents: Int, removals: Int, repetitions: Int, host: Host) -> Workload {
        let name = "remove_\(parents)"
        guard RemovalShim.isAvailable else {
            return .skipped(name, size: parents, target: target, reason: "remove(_:id:modifiedAt:) not enabled (RemovalShim.swift)")
        }
        let shared = books(count: removals)
        let input = (0..<parents).map { index in
            AuthorBooks(
                id: index,
                author: BenchAuthor(id: index, name: "Author \(index)", version: 0),
                books: books(count: 1, first: removals + index) + shared
            )
        }
        return burstWorkload(
            name: name, input: input, operations: parents * removals, repetitions: repetitions, host: host,
            checksum: { $0.books.count },
            lockstepWrites: { store in
                for book in shared.reversed() {
                    Checksum.add(RemovalShim.remove(book: book.id, from: store) ? 1 : 0)
                }
            },
            floorWrites: { floor in
                for book in shared.reversed() {
                    Checksum.add(floor.remove(book: book.id) ? 1 : 0)
                }
            }
        )
    }
}
