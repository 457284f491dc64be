import XCTest
@testable import Lockstep

/// Memory: no retain cycle keeps an aggregate (or anything it nests) alive once the last observer,
/// subscription, stream or alias holding it is gone — after every kind of use: observe, `values`, updates in
/// transactions, nested aggregates in collections and optionals, wrappers, aliases.
final class RetainCycleTests: StoreTestCase {
    private let shelf = Shelf(
        id: 1, owner: Author(id: 1, name: "A"), featured: .book(Book(id: "f", title: "F")), spare: .game(Game(id: 2, title: "G")),
        items: [.book(Book(id: "i", title: "I")), .game(Game(id: 3, title: "H")), .none], maybeItems: [.book(Book(id: "m", title: "M"))],
        collections: [AuthorBooks(author: Author(id: 2, name: "B"), books: [Book(id: "c", title: "C"), Book(id: "f", title: "F")])],
        maybeBooks: [Book(id: "o", title: "O")], highlight: AuthorBooks(author: Author(id: 3, name: "C"), books: [Book(id: "h", title: "H")])
    )

    /// Weak references to the shelf's node and to every node it nests.
    private struct Nodes {
        weak var shelf: EntityNode<Shelf>?
        weak var owner: EntityNode<Author>?
        weak var collection: EntityNode<AuthorBooks>?
        weak var highlight: EntityNode<AuthorBooks>?
        weak var wrapped: EntityNode<Game>?
        weak var optionalBook: EntityNode<Book>?

        var alive: [String] {
            [("shelf", shelf as AnyObject?), ("owner", owner), ("collection", collection), ("highlight", highlight),
             ("wrapped", wrapped), ("optionalBook", optionalBook)].filter { $0.1 != nil }.map(\.0)
        }
    }

    private func weakNodes(of observer: EntityObserver<Shelf>) -> Nodes {
        Nodes(shelf: observer.node, owner: store.find(Author.self, id: 1)?.node, collection: store.find(AuthorBooks.self, id: 2)?.node,
              highlight: store.find(AuthorBooks.self, id: 3)?.node, wrapped: store.find(Game.self, id: 3)?.node,
              optionalBook: store.find(Book.self, id: "o")?.node)
    }

    /// Observes, streams, updates through a transaction and an alias of a child, then drops everything.
    func testAShelfAndEverythingItNestsAreReleasedAfterEveryKindOfUse() async {
        var nodes = Nodes()
        do {
            let observer = store.store(entity: shelf)
            nodes = weakNodes(of: observer)
            XCTAssertEqual(nodes.alive.count, 6)
            let recorder = Recorder<Shelf>()
            recorder.subscription = observer.observe { [weak recorder] in recorder?.append($0) }
            let firstValue = expectation(description: "stream")
            let task = Task {
                for await _ in observer.values { firstValue.fulfill() }
            }
            await fulfillment(of: [firstValue], timeout: 5)
            store.transaction {
                store.update(Author.self, id: 2) { $0.name = "B2" }
                store.update(Shelf.self, id: 1) { $0.items.append(.book(Book(id: "new", title: "N"))) }
                _ = store.store(entity: Author(id: 3, name: "C2"), named: AliasKey<Author>(named: "cycle"))
            }
            store.removeAlias(named: AliasKey<Author>(named: "cycle"))
            drain()
            XCTAssertEqual(recorder.values.last?.collections[0].author.name, "B2")
            task.cancel()
            await task.value
        }
        drain()
        sweep()
        XCTAssertEqual(nodes.alive, [], "nothing may outlive the last observer")
        XCTAssertNil(store.find(Book.self, id: "new"))
    }

    func testAnAliasHoldsAnAggregateUntilItIsRemoved() {
        var nodes = Nodes()
        let aliasObserver = store.find(named: AliasKey<Shelf>(named: "shelf"))
        let recorder = record(aliasObserver)
        do {
            let observer = store.store(entity: shelf, named: AliasKey<Shelf>(named: "shelf"))
            nodes = weakNodes(of: observer)
            _ = store.update(named: AliasKey<Shelf>(named: "shelf")) { $0.owner?.name = "A2" }
        }
        drain()
        XCTAssertEqual(nodes.alive.count, 6, "the alias holds the shelf and what it nests")
        store.removeAlias(named: AliasKey<Shelf>(named: "shelf"))
        drain()
        sweep()
        XCTAssertEqual(nodes.alive, [], "the alias observer itself must not keep the removed content alive")
        XCTAssertNil(aliasObserver.value)
        XCTAssertEqual(recorder.values.last.map { $0?.id }, .some(nil))
    }

    func testACollectionAliasOfAggregatesReleasesThemOnRemoveAllAlias() {
        weak var first: EntityNode<AuthorBooks>?
        weak var book: EntityNode<Book>?
        let key = AliasKey<[AuthorBooks]>(named: "lists")
        let aliasObserver = store.find(named: key)
        let recorder = record(aliasObserver)
        do {
            let collection = store.store(entities: [AuthorBooks(author: Author(id: 7, name: "x"), books: [Book(id: "z", title: "Z")])], named: key)
            first = store.find(AuthorBooks.self, id: 7)?.node
            book = store.find(Book.self, id: "z")?.node
            store.update(Book.self, id: "z") { $0.title = "Z2" }
            withExtendedLifetime(collection) {}
        }
        drain()
        XCTAssertNotNil(first)
        XCTAssertEqual(aliasObserver.value?.first?.books.first?.title, "Z2")
        store.removeAllAlias()
        drain()
        sweep()
        XCTAssertNil(first)
        XCTAssertNil(book)
        XCTAssertEqual(recorder.values.last.map { $0 == nil }, true)
    }

    /// `removeAll` cuts every link, so entities holding each other in a cycle are released at once, without
    /// waiting for the store to find the cycle unreachable.
    func testRemoveAllReleasesAggregatesThatHoldEachOtherInACycle() {
        weak var first: EntityNode<Person>?
        weak var second: EntityNode<Person>?
        do {
            let observer = store.store(entity: Person(id: 1, name: "a", friends: [Person(id: 2, name: "b", friends: [Person(id: 1, name: "a")])]))
            first = observer.node
            second = store.find(Person.self, id: 2)?.node
            let subscription = observer.observe { _ in }
            store.update(Person.self, id: 2) { $0.name = "b2" }
            drain()
            withExtendedLifetime(subscription) {}
        }
        store.removeAll()
        drain()
        XCTAssertNil(first)
        XCTAssertNil(second)
    }
}
