import XCTest
@testable import Lockstep

/// Rule 8 of Docs/Design.md: weak memory, pruning of released entries.
final class MemoryTests: StoreTestCase {
    func testAnUnretainedEntityIsReleased() {
        _ = store.store(entity: Book(id: "b", title: "T"))
        XCTAssertNil(store.find(Book.self, id: "b"))
    }

    func testAnEntityLivesWhileAnObserverOrASubscriptionHoldsIt() {
        var observer: EntityObserver<Book>? = store.store(entity: Book(id: "b", title: "T"))
        var subscription: Subscription? = store.find(Book.self, id: "b")!.observe { _ in }
        observer = nil
        XCTAssertNotNil(store.find(Book.self, id: "b"), "the subscription holds it")
        subscription = nil
        XCTAssertNil(store.find(Book.self, id: "b"))
        XCTAssertNil(observer)
        XCTAssertNil(subscription)
        drain()
    }

    func testAParentKeepsItsChildrenAliveAndReleasesThemWithIt() {
        var aggregate: EntityObserver<AuthorBooks>? = store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "x", title: "X")]))
        XCTAssertNotNil(store.find(Author.self, id: 1))
        XCTAssertNotNil(store.find(Book.self, id: "x"))
        aggregate = nil
        XCTAssertNil(store.find(AuthorBooks.self, id: 1))
        XCTAssertNil(store.find(Author.self, id: 1))
        XCTAssertNil(store.find(Book.self, id: "x"))
        XCTAssertNil(aggregate)
    }

    func testAChildDroppedByItsParentIsReleased() {
        let aggregate = store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "x", title: "X")]))
        store.update(AuthorBooks.self, id: 1) { $0.books = [] }
        XCTAssertNil(store.find(Book.self, id: "x"))
        XCTAssertEqual(aggregate.value.books, [])
    }

    func testReleasedEntriesArePrunedSoTablesStayBounded() {
        for round in 0..<20 {
            for index in 0..<5_000 {
                _ = store.store(entity: Book(id: "\(round)-\(index)", title: "T"))
            }
        }
        let entries = store.lock.withLock { $0.table(for: Book.self).entryCount }
        XCTAssertLessThan(entries, 10_000, "100,000 released books must not stay in the table")
    }

    func testParentLinksOfReleasedParentsArePruned() {
        let author = store.store(entity: Author(id: 1, name: "A"))
        for index in 0..<2_000 {
            _ = store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "\(index)", title: "T")]))
        }
        // The writes swept as the store grew: the links of the parents released since the last sweep are left.
        XCTAssertLessThan(store.lock.withLock { author.node.parents?.count ?? 0 }, 2 * StoreState.minimumSweptCount)
        sweep()
        store.update(Author.self, id: 1) { $0.name = "B" }
        XCTAssertNil(author.node.parents, "the links of released parents go with them")
    }

    func testNoRetainCycleKeepsAnAggregateAliveAfterItsLastObserverIsGone() {
        weak var node: EntityNode<AuthorBooks>?
        do {
            let observer = store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "x", title: "X")]))
            node = observer.node
            let subscription = observer.observe { _ in }
            let stream = observer.values
            drain()
            withExtendedLifetime((subscription, stream)) {}
        }
        drain()
        sweep()
        XCTAssertNil(node)
    }

    func testEntitiesHoldingEachOtherInACycleAreReleasedWithTheirLastObserver() {
        weak var annNode: EntityNode<Person>?
        weak var bobNode: EntityNode<Person>?
        do {
            let ann = store.store(entity: Person(id: 1, name: "Ann", friends: [Person(id: 2, name: "Bob", friends: [Person(id: 1, name: "Ann")])]))
            annNode = ann.node
            bobNode = store.find(Person.self, id: 2)?.node
            store.update(Person.self, id: 2) { $0.name = "Robert" }
            XCTAssertEqual(ann.value.friends.map(\.name), ["Robert"])
        }
        // Entities holding each other are released by the store, not by reference counting: at the latest
        // when one of them is looked up.
        XCTAssertNil(store.find(Person.self, id: 1))
        XCTAssertNil(store.find(Person.self, id: 2))
        XCTAssertNil(annNode)
        XCTAssertNil(bobNode)
    }
}
