import Lockstep

extension DictionaryStore {
    /// Removes a book, in one write: it leaves its dictionary and every aggregate array that holds it (the books
    /// after it move down), and each of those aggregates' observers is notified once.
    ///
    /// - Returns: false when no such book is stored; true otherwise, even when the stamp makes it stale.
    @discardableResult
    mutating func remove(book id: Int, stamp: Stamp? = nil) -> Bool {
        guard let index = books.index(forKey: id) else { return false }
        guard StampRule.accepts(stamp, over: books.values[index].stamp) else { return true }
        books.remove(at: index)
        guard let parents = bookParents.removeValue(forKey: id) else { return true }
        defer { queued?.deliver() }
        // Last place first, so that removing one never moves another still to be removed. A parent's places
        // are consecutive (they are recorded while it is stored), in increasing index order.
        let places = parents.reversed
        var start = 0
        while start < places.count {
            var end = start + 1
            while end < places.count, places[end].parent == places[start].parent {
                end += 1
            }
            removeBooks(at: places[start..<end])
            start = end
        }
        return true
    }

    /// Removes the books at `places` (one parent's, in decreasing index order) from the parent's array in one
    /// hash lookup, notifies its observers once, and moves the places of the books that followed them.
    private mutating func removeBooks(at places: ArraySlice<ParentSlots.Slot>) {
        let parent = places[places.startIndex].parent
        guard let index = aggregates.index(forKey: parent) else { return }
        aggregates.values[index].write({ aggregate in
            for slot in places {
                aggregate.books.remove(at: slot.index)
            }
        }, notifying: &queued)
        let books = aggregates.values[index].value.books
        // Walk the old positions from the first removed one, skipping the removed ones.
        var removed = places.endIndex
        var old = places[places.index(before: removed)].index
        for position in old..<books.count {
            while removed > places.startIndex, places[places.index(before: removed)].index == old {
                removed = places.index(before: removed)
                old += 1
            }
            bookParents[books[position].id]?.move(ParentSlots.Slot(parent: parent, index: old), to: position)
            old += 1
        }
    }
}
