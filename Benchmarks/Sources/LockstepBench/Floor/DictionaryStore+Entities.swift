import Lockstep

extension DictionaryStore {
    /// Stores a book, in a write of its own; a changed one is written into every aggregate holding it, whose
    /// observers are notified.
    ///
    /// - Returns: the stored value when the write was stale, else nil.
    @discardableResult
    mutating func store(book: BenchBook, stamp: Stamp? = nil) -> BenchBook? {
        defer { queued?.deliver() }
        return put(book: book, stamp: stamp)
    }

    /// Stores a book as part of a write; a changed one is written into every aggregate holding it.
    ///
    /// - Returns: the stored value when the write was stale (a parent being stored shows it), else nil.
    mutating func put(book: BenchBook, stamp: Stamp?) -> BenchBook? {
        let outcome = books.upsert(book.id, insert: { Stamped(book, stamp: stamp) }) { entry in
            entry.write(book, stamp: stamp)
        }
        guard let outcome else { return nil }
        if case .changed = outcome {
            bookParents[book.id]?.forEach { slot in
                writeAggregate(slot.parent) { $0.books[slot.index] = book }
            }
        }
        return outcome.kept
    }

    /// Stores several books in one write, with room made for all of them first.
    mutating func store(books newBooks: [BenchBook], stamp: Stamp? = nil) {
        books.reserveCapacity(books.count + newBooks.count)
        for book in newBooks {
            _ = put(book: book, stamp: stamp)
        }
        queued?.deliver()
    }

    /// A handle on the stored book with `id`, if any, as Lockstep hands back an observer.
    func find(book id: Int) -> FoundBook? {
        books[id].map { FoundBook(value: $0.value) }
    }

    /// Stores a small entity (never nested, never observed by the workloads: its entry is its value and stamp).
    mutating func store(small: SmallEntity, stamp: Stamp? = nil) {
        _ = smalls.upsert(small.id, insert: { Stamped(small, stamp: stamp) }) { entry in
            entry.write(small, stamp: stamp)
        }
    }
}
