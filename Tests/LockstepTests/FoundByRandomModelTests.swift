import Observation
import XCTest
@testable import Lockstep

/// Runtime defects found by `RandomizedModelTests` (removal, tombstones, id-only `==`) and while running the
/// concurrency tests, each reduced to its smallest form, kept as regression tests now that they are fixed.
final class FoundByRandomModelTests: StoreTestCase {
    /// A shelf that cannot exist without what `featured` shows; `spare` and `collections` can drop theirs.
    private func shelf(_ id: Int, featured: Media, spare: Media? = nil, collections: [AuthorBooks] = []) -> Shelf {
        Shelf(id: id, owner: nil, featured: featured, spare: spare, items: [], maybeItems: nil, collections: collections, maybeBooks: nil, highlight: nil)
    }

    /// Stores `book`, then removes it at `stamp`.
    private func storeAndRemove(_ book: Book, at stamp: Stamp) {
        let observer = store.store(entity: book)
        XCTAssertTrue(store.remove(Book.self, id: book.id, modifiedAt: stamp))
        withExtendedLifetime(observer) {}
    }

    /// `ModelDefect.tombstoneLost`. `WriteEngine.commit` clears the tombstone as soon as it makes the new
    /// node, before `dropLateRemovedChildren` finds that the value cannot be stored.
    func testAWriteRefusedForARemovedChildKeepsTheTombstone() {
        let first = store.store(entity: shelf(1, featured: .book(Book(id: "a", title: "A"))))
        XCTAssertTrue(store.remove(Shelf.self, id: 1, modifiedAt: 10))
        withExtendedLifetime(first) {}
        storeAndRemove(Book(id: "b", title: "B"), at: 20)

        // Newer than the shelf's removal, but showing book b, removed at 20: refused.
        let refused = store.store(entity: shelf(1, featured: .book(Book(id: "b", title: "B"))), modifiedAt: 15)
        XCTAssertTrue(refused.isRemoved)
        // Older than the shelf's removal: must be refused as well.
        let late = store.store(entity: shelf(1, featured: .book(Book(id: "c", title: "C"))), modifiedAt: 5)
        XCTAssertNil(store.find(Shelf.self, id: 1), "a write older than the removal (5 <= 10) brought the shelf back")
        XCTAssertTrue(late.isRemoved)
    }

    /// `ModelDefect.lateCopyInBatch`. `storeMany` keeps the removed node the tombstone check returns.
    func testABatchLeavesOutALateCopyOfARemovedEntity() {
        storeAndRemove(Book(id: "b", title: "deleted"), at: 10)
        let batch = store.store(entities: [Book(id: "b", title: "late"), Book(id: "c", title: "C")], modifiedAt: 5)
        XCTAssertEqual(batch.value.map(\.id), ["c"], "dropped, as an aggregate drops it and as a removal drops it from a batch")
    }

    /// Found while modelling `ModelDefect.lateCopyInBatch` (aliases are written with new stamps in the randomized
    /// test): an alias is linked to the removed node the tombstone check returns, so the late response the
    /// tombstone refused shows under the alias, and an unstamped update of the alias stores it again.
    func testAnAliasDoesNotShowALateCopyOfARemovedEntity() {
        storeAndRemove(Book(id: "b", title: "deleted"), at: 10)
        let single = AliasKey<Book>(named: "single"), list = AliasKey<[Book]>(named: "list")
        store.store(entity: Book(id: "b", title: "late"), named: single, modifiedAt: 5)
        store.store(entities: [Book(id: "b", title: "late"), Book(id: "c", title: "C")], named: list, modifiedAt: 5)
        XCTAssertNil(store.find(named: single).value, "a single alias holding a removed entity is nil")
        XCTAssertEqual(store.find(named: list).value?.map(\.id), ["c"], "a collection alias drops it")

        store.update(named: list) { _ in }
        XCTAssertNil(store.find(Book.self, id: "b"), "the late copy came back through the alias")
    }

    /// `ModelDefect.nestedDropNotPropagated`. The nested aggregate drops the late copy from its own value
    /// (`dropLateRemovedChildren(from:of:slots:normalize:)`) but its `StoreOutcome` does not say its value differs
    /// from the one given, so the outer aggregate keeps the copy it was given.
    func testAnAggregateHoldingANestedOneShowsWhatTheNestedOneDropped() {
        storeAndRemove(Book(id: "b", title: "deleted"), at: 10)
        let nested = AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "b", title: "late"), Book(id: "c", title: "C")])
        let outer = store.store(entity: shelf(1, featured: .none, collections: [nested]), modifiedAt: 5)
        XCTAssertEqual(store.find(AuthorBooks.self, id: 1)?.value.books.map(\.id), ["c"])
        XCTAssertEqual(outer.value.collections.first?.books.map(\.id), ["c"], "the shelf shows a book that is removed")
    }

    /// `ModelDefect.removedParentLastValue`. `dropRemovedChildren(ofStayingParent:)` drops the removed children
    /// last slot first and returns false at the first it cannot drop, without undoing the drops before: the shelf,
    /// removed because `featured` cannot go, keeps a value without `spare`, which it never had and its observers
    /// never heard of.
    func testAParentRemovedWithAChildKeepsTheValueItHad() {
        let book = Book(id: "b", title: "B")
        let observer = store.store(entity: shelf(1, featured: .book(book), spare: .book(book)))
        let last = observer.value
        XCTAssertTrue(store.remove(Book.self, id: "b"))
        XCTAssertTrue(observer.isRemoved)
        XCTAssertEqual(observer.value, last, "the last value it had, not one with the book already dropped from `spare`")
    }

    /// A review (`==` by id only, not `StructurallyEquatable`) of an author with no books, with `notes`.
    private func storeReview(notes: [Note], modifiedAt stamp: Stamp? = nil) -> EntityObserver<Review> {
        store.store(entity: Review(id: 1, text: "R", subject: AuthorBooks(author: Author(id: 1, name: "A"), books: []), reviewer: nil, notes: notes), modifiedAt: stamp)
    }

    /// `ModelDefect.unchangedIDOnlyParentNotified`. A child refused as stale has `StoreOutcome.differs` set even
    /// when its stored value equals the one given, so normalization writes it back into the parent's array,
    /// which copies the array: the value stored again no longer has the same bits.
    func testTheSameBitsStoredAgainAreANoOpWhenAChildIsStale() {
        let review = storeReview(notes: [Note(id: 1, text: "a")], modifiedAt: 1)
        store.store(entity: Note(id: 1, text: "b"), modifiedAt: 5)
        let recorder = record(review)
        store.store(entity: review.value, modifiedAt: 3)
        drain()
        XCTAssertEqual(recorder.count, 0, "the value stored is the stored value itself")
    }

    /// `ModelDefect.updateCommitsAfterRemoval`. `modify` retries when the node's `version` changed since its
    /// read, but a removal does not change it: the commit stores the value by id, in a new node nothing holds, and
    /// that new node erases the tombstone. Here the closure removes the entity; another thread can do the same.
    func testAnUpdateWhoseEntityIsRemovedMeanwhileFindsNothingToUpdate() {
        let book = store.store(entity: Book(id: "b", title: "B"), modifiedAt: 1)
        let updated = store.update(Book.self, id: "b", modifiedAt: 20) { value in
            self.store.remove(Book.self, id: "b", modifiedAt: 10)
            value.title = "updated"
        }
        XCTAssertTrue(book.isRemoved)
        XCTAssertFalse(updated, "removed before the update could commit: nothing to update")
        store.store(entity: Book(id: "b", title: "late"), modifiedAt: 5)
        XCTAssertNil(store.find(Book.self, id: "b"), "a write older than the removal (5 <= 10) brought the book back")
    }

    /// Found by Thread Sanitizer on the concurrency tests (a data race between `WriteEngine.begin`, which sets
    /// `stamp` under the lock, and a logger report of an earlier write): the report of a value refused because it
    /// cannot exist without a removed entity reads `self.stamp` and `node.stamp` when the logger runs, after the
    /// lock, instead of capturing them (WriteEngine+Normalize.swift, `scope.holdsRemoved`). Any write made
    /// meanwhile (another thread, or the logger itself, which may call the store) changes what it reports. That
    /// refusal is now `StoreError.holdsRemovedEntity`, which carries no stamp; the book's own refusal still does.
    func testTheLoggerHearsTheStampOfTheWriteItReportsOn() {
        let logger = WritingLogger()
        let store = EntityStore(queue: queue, logger: logger)
        logger.store = store
        let removed = store.store(entity: Book(id: "b", title: "B"))
        XCTAssertTrue(store.remove(Book.self, id: "b", modifiedAt: 20))
        withExtendedLifetime(removed) {}

        // Refused: book b was removed at 20, and the shelf cannot exist without it.
        store.store(entity: shelf(1, featured: .book(Book(id: "b", title: "late"))), modifiedAt: 15)
        XCTAssertEqual(logger.refusals, [
            "Book b tooOld(current: 20.0, received: 15.0)",
            "Shelf 1 holdsRemovedEntity",
        ], "the shelf's refusal reports what it holds, whatever the logger's own write changed in between")
    }
}

/// Records refusals and, the first time it hears of one, writes to the store (a logger runs without the store's
/// lock, so it may).
private final class WritingLogger: Logger, @unchecked Sendable {
    weak var store: EntityStore?
    private(set) var refusals: [String] = []

    func didFailedToStore<T: Identifiable>(_ type: T.Type, id: T.ID, error: Error) {
        refusals.append("\(type) \(id) \(error)")
        if refusals.count == 1 { store?.store(entity: Book(id: "other", title: "O"), modifiedAt: 99) }
    }

    func didStore<T: Identifiable>(_ type: T.Type, id: T.ID) {}
    func didRegisterAlias<T>(_ alias: AliasKey<T>) {}
    func didUnregisterAlias<T>(_ alias: AliasKey<T>) {}
}
