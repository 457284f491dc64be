import Lockstep

extension DictionaryStore {
    /// Stores an aggregate, its author and its books, each in its own dictionary, in one write, and records
    /// where they sit in it. A stale child keeps its stored value, and the aggregate shows that value.
    mutating func store(aggregate: AuthorBooks, stamp: Stamp? = nil) {
        defer { queued?.deliver() }
        let id = aggregate.id
        var aggregate = aggregate
        let existing = aggregates.index(forKey: id)
        if let existing {
            guard StampRule.accepts(stamp, over: aggregates.values[existing].stamp) else { return }
            unlink(aggregates.values[existing].value)
        }
        if let kept = put(author: aggregate.author, stamp: stamp) {
            aggregate.author = kept
        }
        Self.add(ParentSlots.Slot(parent: id, index: 0), for: aggregate.author.id, to: &authorParents)
        for index in aggregate.books.indices {
            // Written back only when stale: writing every book would copy the caller's array.
            if let kept = put(book: aggregate.books[index], stamp: stamp) {
                aggregate.books[index] = kept
            }
            Self.add(ParentSlots.Slot(parent: id, index: index), for: aggregate.books[index].id, to: &bookParents)
        }
        if let existing {
            // Children's writes only change other aggregates in place, so `existing` is still valid.
            StampRule.record(stamp, in: &aggregates.values[existing].stamp)
            aggregates.values[existing].write({ $0 = aggregate }, notifying: &queued)
        } else {
            aggregates[id] = AggregateEntry(value: aggregate, stamp: StampRule.initial(stamp))
        }
    }

    /// Calls `onChange` with the aggregate's current value now, inline (outside any measured write), then after
    /// every change, inline or on the store's queue.
    mutating func observe(aggregate id: Int, onChange: @escaping (AuthorBooks) -> Void) {
        guard let index = aggregates.index(forKey: id) else { return }
        aggregates.values[index].observers.append(onChange)
        onChange(aggregates.values[index].value)
    }

    /// Modifies a stored author and writes it into every aggregate holding it, in one write. False when it is
    /// not stored.
    @discardableResult
    mutating func updateAuthor(id: Int, stamp: Stamp? = nil, _ update: (inout BenchAuthor) -> Void) -> Bool {
        guard let index = authors.index(forKey: id) else { return false }
        var author = authors.values[index].value
        update(&author)
        if case .changed = authors.values[index].write(author, stamp: stamp) {
            spread(author: author)
            queued?.deliver()
        }
        return true
    }

    /// Stores an author as part of a write, as ``put(book:stamp:)`` stores a book.
    mutating func put(author: BenchAuthor, stamp: Stamp?) -> BenchAuthor? {
        let outcome = authors.upsert(author.id, insert: { Stamped(author, stamp: stamp) }) { entry in
            entry.write(author, stamp: stamp)
        }
        guard let outcome else { return nil }
        if case .changed = outcome {
            spread(author: author)
        }
        return outcome.kept
    }

    /// Applies `change` to the stored aggregate `id` in place and notifies its observers: one hash lookup.
    mutating func writeAggregate(_ id: Int, _ change: (inout AuthorBooks) -> Void) {
        guard let index = aggregates.index(forKey: id) else { return }
        aggregates.values[index].write(change, notifying: &queued)
    }

    /// Writes a changed author into every aggregate holding it, and notifies their observers.
    private mutating func spread(author: BenchAuthor) {
        authorParents[author.id]?.forEach { slot in
            writeAggregate(slot.parent) { $0.author = author }
        }
    }

    /// Forgets the places of an aggregate's children in it, before it is stored again.
    private mutating func unlink(_ aggregate: AuthorBooks) {
        Self.remove(parent: aggregate.id, for: aggregate.author.id, from: &authorParents)
        for book in aggregate.books {
            Self.remove(parent: aggregate.id, for: book.id, from: &bookParents)
        }
    }

    /// Records `slot` as a place of `child`: one hash lookup.
    static func add(_ slot: ParentSlots.Slot, for child: Int, to table: inout [Int: ParentSlots]) {
        _ = table.upsert(child, insert: { ParentSlots(slot) }) { $0.append(slot) }
    }

    /// Forgets the places of `child` in `parent`.
    static func remove(parent: Int, for child: Int, from table: inout [Int: ParentSlots]) {
        if table[child]?.remove(parent: parent) == false {
            table[child] = nil
        }
    }
}
