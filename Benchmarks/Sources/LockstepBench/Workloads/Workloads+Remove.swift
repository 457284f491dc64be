import Lockstep

extension Workloads {
    /// `remove_<P>`: `groups` groups of `parents` observed aggregates; each aggregate holds its group's shared book
    /// first, then a book of its own. Each group's shared book is removed, one call each, in a burst: every
    /// aggregate of the group loses it (its own book moves to the first place) and is notified once. The store
    /// holds `groups × parents` aggregates whatever P is. Reported per removal per parent, deliveries included.
    static func remove(parents: Int, groups: Int, repetitions: Int, host: Host) -> Workload {
        let shared = books(count: groups)
        let input = (0..<groups * parents).map { index in
            AuthorBooks(
                id: index,
                author: BenchAuthor(id: index, name: "Author \(index)", version: 0),
                books: [shared[index / parents]] + books(count: 1, first: groups + index)
            )
        }
        return burstWorkload(
            name: "remove_\(parents)", size: parents, input: input, operations: parents * groups, repetitions: repetitions, host: host,
            checksum: { $0.books.count },
            lockstepWrites: { store in
                for book in shared {
                    Checksum.add(store.remove(BenchBook.self, id: book.id) ? 1 : 0)
                }
            },
            floorWrites: { floor in
                for book in shared {
                    Checksum.add(floor.remove(book: book.id) ? 1 : 0)
                }
            }
        )
    }
}
