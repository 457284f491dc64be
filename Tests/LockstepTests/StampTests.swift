import XCTest
@testable import Lockstep

/// Rules 2, 3 and 14 of Docs/Design.md: stale writes are rejected, notify nobody, and never make an aggregate disagree.
final class StampTests: StoreTestCase {
    func testAStaleWriteIsRejectedLoggedAndNotifiesNobody() {
        let observer = store.store(entity: Book(id: "b", title: "new"), modifiedAt: 10)
        let recorder = record(observer)
        logger.reset()

        store.store(entity: Book(id: "b", title: "old"), modifiedAt: 5)
        store.store(entity: Book(id: "b", title: "same stamp"), modifiedAt: 10)
        XCTAssertTrue(store.update(Book.self, id: "b", modifiedAt: 9) { $0.title = "older" })
        drain()

        XCTAssertEqual(observer.value.title, "new")
        XCTAssertEqual(recorder.count, 0)
        XCTAssertEqual(logger.lines, [
            "failed Book b tooOld(current: 10.0, received: 5.0)",
            "failed Book b tooOld(current: 10.0, received: 10.0)",
            "failed Book b tooOld(current: 10.0, received: 9.0)",
        ])
    }

    func testNewerAndNilStampsAreAccepted() {
        let observer = store.store(entity: Book(id: "b", title: "v1"), modifiedAt: 10)
        store.store(entity: Book(id: "b", title: "v2"), modifiedAt: 11)
        XCTAssertEqual(observer.value.title, "v2")
        store.store(entity: Book(id: "b", title: "v3"))
        XCTAssertEqual(observer.value.title, "v3")
        // A nil stamp keeps the last stamp: an older write is still stale afterwards.
        store.store(entity: Book(id: "b", title: "v0"), modifiedAt: 10.5)
        XCTAssertEqual(observer.value.title, "v3")
    }

    func testAStaleAggregateRewiresNothing() {
        let observer = store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "x", title: "X")]), modifiedAt: 10)
        let recorder = record(observer)

        store.store(entity: AuthorBooks(author: Author(id: 1, name: "stale"), books: [Book(id: "y", title: "Y")]), modifiedAt: 3)
        drain()

        XCTAssertEqual(observer.value.books, [Book(id: "x", title: "X")])
        XCTAssertEqual(observer.value.author.name, "A")
        XCTAssertNil(store.find(Book.self, id: "y"), "children of a rejected aggregate are not stored")
        XCTAssertEqual(recorder.count, 0)
        // The aggregate still follows its original children.
        store.update(Book.self, id: "x") { $0.title = "X2" }
        XCTAssertEqual(observer.value.books, [Book(id: "x", title: "X2")])
    }

    func testAnAggregateShowsTheCurrentValueOfAChildRejectedAsStale() {
        let author = store.store(entity: Author(id: 1, name: "current"), modifiedAt: 20)
        let observer = store.store(entity: AuthorBooks(author: Author(id: 1, name: "stale"), books: [Book(id: "x", title: "X")]), modifiedAt: 15)

        XCTAssertEqual(author.value.name, "current")
        XCTAssertEqual(observer.value.author.name, "current")
        XCTAssertEqual(observer.value.books, [Book(id: "x", title: "X")])

        // The same in a collection slot and a nested aggregate.
        store.store(entity: Book(id: "x", title: "fresh"), modifiedAt: 30)
        let shelf = store.store(entity: Shelf(id: 1, owner: nil, featured: .book(Book(id: "x", title: "old")), spare: nil, items: [.book(Book(id: "x", title: "old"))], maybeItems: nil, collections: [AuthorBooks(author: Author(id: 1, name: "stale"), books: [Book(id: "x", title: "old")])], maybeBooks: [Book(id: "x", title: "old")], highlight: nil), modifiedAt: 16)
        XCTAssertEqual(shelf.value.featured, .book(Book(id: "x", title: "fresh")))
        XCTAssertEqual(shelf.value.items, [.book(Book(id: "x", title: "fresh"))])
        XCTAssertEqual(shelf.value.collections.first?.books.first?.title, "fresh")
        XCTAssertEqual(shelf.value.collections.first?.author.name, "current")
        XCTAssertEqual(shelf.value.maybeBooks?.first?.title, "fresh")
    }

    func testDateStampIsTheReferenceDateInterval() {
        let date = Date(timeIntervalSinceReferenceDate: 1234.5)
        XCTAssertEqual(date.stamp, 1234.5)
    }

    func testANaNStampIsRejectedAndNeverStored() {
        let observer = store.store(entity: Book(id: "b", title: "v10"), modifiedAt: 10)
        let aggregate = store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "b", title: "v10")]), modifiedAt: 10)
        logger.reset()
        store.store(entity: Book(id: "b", title: "nan"), modifiedAt: .nan)
        store.store(entity: AuthorBooks(author: Author(id: 1, name: "nan"), books: [Book(id: "b", title: "nested nan")]), modifiedAt: .nan)
        XCTAssertEqual(observer.value.title, "v10")
        XCTAssertEqual(aggregate.value.author.name, "A")
        XCTAssertEqual(logger.lines, [
            "failed Book b tooOld(current: 10.0, received: nan)",
            "failed AuthorBooks 1 tooOld(current: 10.0, received: nan)",
        ])
        store.store(entity: Book(id: "b", title: "v5"), modifiedAt: 5)
        XCTAssertEqual(observer.value.title, "v10", "10 is still the stamp to beat")
        store.store(entity: Book(id: "b", title: "v11"), modifiedAt: 11)
        XCTAssertEqual(observer.value.title, "v11")
    }

    func testANaNStampOnANewEntityStoresNothing() {
        let observer = store.store(entity: Book(id: "new", title: "nan"), modifiedAt: .nan)
        XCTAssertEqual(observer.value.title, "nan", "the observer holds what was passed")
        XCTAssertNil(store.find(Book.self, id: "new"), "but nothing was stored")
    }

    /// Rule 14 of Docs/Design.md: a NaN-stamped aggregate is not stored, and its copy of a stored child shows the
    /// child's current value, at any depth; nothing else changes or is notified.
    func testANaNStampedAggregateShowsTheCurrentValueOfItsChildrenAndStoresNothing() {
        let author = store.store(entity: Author(id: 1, name: "stamped 11"), modifiedAt: 11)
        let book = store.store(entity: Book(id: "x", title: "stamped 11"), modifiedAt: 11)
        let authorChanges = record(author)
        let bookChanges = record(book)
        logger.reset()

        let aggregate = store.store(
            entity: AuthorBooks(author: Author(id: 1, name: "agg-nan"), books: [Book(id: "x", title: "agg-nan"), Book(id: "new", title: "agg-nan")]),
            modifiedAt: .nan
        )
        XCTAssertEqual(aggregate.value.author, Author(id: 1, name: "stamped 11"))
        XCTAssertEqual(aggregate.value.books, [Book(id: "x", title: "stamped 11"), Book(id: "new", title: "agg-nan")],
                       "a child that is not stored keeps the value given")
        let shelf = store.store(
            entity: Shelf(id: 1, owner: Author(id: 1, name: "shelf-nan"), featured: .book(Book(id: "x", title: "shelf-nan")), spare: nil,
                          items: [], maybeItems: nil, collections: [AuthorBooks(author: Author(id: 1, name: "nested-nan"), books: [])],
                          maybeBooks: nil, highlight: nil),
            modifiedAt: .nan
        )
        XCTAssertEqual(shelf.value.owner, Author(id: 1, name: "stamped 11"))
        XCTAssertEqual(shelf.value.featured, .book(Book(id: "x", title: "stamped 11")))
        XCTAssertEqual(shelf.value.collections.map(\.author), [Author(id: 1, name: "stamped 11")], "in a nested aggregate too")

        XCTAssertEqual(store.find(Author.self, id: 1)?.value, Author(id: 1, name: "stamped 11"))
        XCTAssertEqual(store.find(Book.self, id: "x")?.value, Book(id: "x", title: "stamped 11"))
        XCTAssertNil(store.find(AuthorBooks.self, id: 1), "the aggregate is not stored")
        XCTAssertNil(store.find(Shelf.self, id: 1))
        XCTAssertNil(store.find(Book.self, id: "new"))
        drain()
        XCTAssertEqual(authorChanges.count, 0)
        XCTAssertEqual(bookChanges.count, 0)
        XCTAssertEqual(logger.lines, [
            "failed AuthorBooks 1 tooOld(current: -inf, received: nan)",
            "failed Shelf 1 tooOld(current: -inf, received: nan)",
        ])
        store.store(entity: Author(id: 1, name: "stamped 12"), modifiedAt: 12)
        XCTAssertEqual(author.value.name, "stamped 12", "11 was still the stamp to beat")
    }

    func testAnUnstampedEntityAcceptsAnyStampEvenMinusInfinity() {
        let observer = store.store(entity: Book(id: "b", title: "unstamped"))
        store.store(entity: Book(id: "b", title: "-inf"), modifiedAt: -.infinity)
        XCTAssertEqual(observer.value.title, "-inf")
        store.store(entity: Book(id: "b", title: "again -inf"), modifiedAt: -.infinity)
        XCTAssertEqual(observer.value.title, "-inf", "once stamped, the same stamp is stale")
    }

    func testANaNStampedWriteUnderAnAliasLeavesTheAliasAsItWas() {
        let single = AliasKey<Book>(named: "current")
        let list = AliasKey<[Book]>(named: "list")
        let wrapped = AliasKey<Media>(named: "media")
        store.store(entity: Book(id: "a", title: "a"), named: single)
        store.store(entities: [Book(id: "a", title: "a")], named: list)
        store.store(Media.book(Book(id: "a", title: "a")), named: wrapped)
        let recorders = (record(store.find(named: single)), record(store.find(named: list)), record(store.find(named: wrapped)))
        logger.reset()

        store.store(entity: Book(id: "new", title: "nan"), named: single, modifiedAt: .nan)
        store.store(entities: [Book(id: "new", title: "nan")], named: list, modifiedAt: .nan)
        store.store(Media.book(Book(id: "new", title: "nan")), named: wrapped, modifiedAt: .nan)
        drain()

        XCTAssertEqual(store.find(named: single).value?.title, "a")
        XCTAssertEqual(store.find(named: list).value?.map(\.title), ["a"])
        XCTAssertEqual(store.find(named: wrapped).value?.book?.title, "a")
        XCTAssertNil(store.find(Book.self, id: "new"))
        XCTAssertEqual([recorders.0.count, recorders.1.count, recorders.2.count], [0, 0, 0])
        XCTAssertEqual(logger.lines, Array(repeating: "failed Book new tooOld(current: -inf, received: nan)", count: 3))
    }
}
