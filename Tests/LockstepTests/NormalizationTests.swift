import XCTest
@testable import Lockstep

/// Rules 1, 5, 6 and 7 of Docs/Design.md: entities are stored once and every copy follows them.
final class NormalizationTests: StoreTestCase {
    func testStoringAnAggregateStoresEveryNestedEntityAndFindsThem() {
        let observer = store.store(entity: AuthorBooks(author: Author(id: 1, name: "Martin"), books: [Book(id: "ACK", title: "A Clash of Kings"), Book(id: "ADD", title: "A Dance with Dragons")]))

        XCTAssertEqual(store.find(Author.self, id: 1)?.value, Author(id: 1, name: "Martin"))
        XCTAssertEqual(store.find(Book.self, id: "ACK")?.value.title, "A Clash of Kings")
        XCTAssertEqual(store.find(Book.self, id: "ADD")?.value.title, "A Dance with Dragons")
        XCTAssertEqual(store.find(AuthorBooks.self, id: 1)?.value, observer.value)
    }

    func testChangingANestedEntityIsVisibleInEveryAggregateAndAlias() {
        let first = store.store(entity: AuthorBooks(author: Author(id: 1, name: "Martin"), books: [Book(id: "ACK", title: "Clash")]))
        let shelf = store.store(entity: Shelf(id: 9, owner: Author(id: 1, name: "Martin"), featured: .book(Book(id: "ACK", title: "Clash")), spare: nil, items: [], maybeItems: nil, collections: [], maybeBooks: nil, highlight: nil))
        store.store(entity: Author(id: 1, name: "Martin"), named: .currentUser)
        let alias = store.find(named: .currentUser)

        store.store(entity: Author(id: 1, name: "George R. R. Martin"))
        XCTAssertTrue(store.update(Book.self, id: "ACK") { $0.title = "A Clash of Kings" })

        XCTAssertEqual(first.value.author.name, "George R. R. Martin")
        XCTAssertEqual(first.value.books, [Book(id: "ACK", title: "A Clash of Kings")])
        XCTAssertEqual(shelf.value.owner?.name, "George R. R. Martin")
        XCTAssertEqual(shelf.value.featured, .book(Book(id: "ACK", title: "A Clash of Kings")))
        XCTAssertEqual(alias.value?.name, "George R. R. Martin")
    }

    func testEveryKeyPathShapeIsNormalized() {
        let author = Author(id: 1, name: "A")
        let observer = store.store(entity: Shelf(
            id: 1,
            owner: author,
            featured: .game(Game(id: 7, title: "Go")),
            spare: .book(Book(id: "s", title: "Spare")),
            items: [.book(Book(id: "i", title: "Item")), .none, .game(Game(id: 8, title: "Chess"))],
            maybeItems: [.book(Book(id: "m", title: "Maybe"))],
            collections: [AuthorBooks(author: author, books: [Book(id: "c", title: "Coll")])],
            maybeBooks: [Book(id: "o", title: "Optional")],
            highlight: AuthorBooks(author: Author(id: 2, name: "B"), books: [])
        ))

        for (id, title) in [("s", "Spare"), ("i", "Item"), ("m", "Maybe"), ("c", "Coll"), ("o", "Optional")] {
            XCTAssertEqual(store.find(Book.self, id: id)?.value.title, title, id)
            store.update(Book.self, id: id) { $0.title += "!" }
        }
        store.update(Game.self, id: 7) { $0.title = "Baduk" }
        store.update(Game.self, id: 8) { $0.title = "Shogi" }
        store.update(Author.self, id: 2) { $0.name = "Bee" }
        store.update(Author.self, id: 1) { $0.name = "Ay" }

        let shelf = observer.value
        XCTAssertEqual(shelf.owner?.name, "Ay")
        XCTAssertEqual(shelf.featured, .game(Game(id: 7, title: "Baduk")))
        XCTAssertEqual(shelf.spare, .book(Book(id: "s", title: "Spare!")))
        XCTAssertEqual(shelf.items, [.book(Book(id: "i", title: "Item!")), .none, .game(Game(id: 8, title: "Shogi"))])
        XCTAssertEqual(shelf.maybeItems, [.book(Book(id: "m", title: "Maybe!"))])
        XCTAssertEqual(shelf.collections, [AuthorBooks(author: Author(id: 1, name: "Ay"), books: [Book(id: "c", title: "Coll!")])])
        XCTAssertEqual(shelf.maybeBooks, [Book(id: "o", title: "Optional!")])
        XCTAssertEqual(shelf.highlight?.author.name, "Bee")
    }

    func testAWrapperSetterNeverSwitchesTheCase() {
        let observer = store.store(entity: Shelf(id: 1, owner: nil, featured: .book(Book(id: "b", title: "B")), spare: nil, items: [], maybeItems: nil, collections: [], maybeBooks: nil, highlight: nil))
        // Another aggregate switches its own copy; the shelf keeps its case.
        let other = store.store(entity: Shelf(id: 2, owner: nil, featured: .game(Game(id: 1, title: "G")), spare: nil, items: [], maybeItems: nil, collections: [], maybeBooks: nil, highlight: nil))
        store.update(Book.self, id: "b") { $0.title = "B2" }

        XCTAssertEqual(observer.value.featured, .book(Book(id: "b", title: "B2")))
        XCTAssertEqual(other.value.featured, .game(Game(id: 1, title: "G")))
    }

    func testTheSameIdTwiceInOneCallTheLastOccurrenceWinsEverywhere() {
        let books = store.store(entities: [Book(id: "x", title: "first"), Book(id: "y", title: "other"), Book(id: "x", title: "last")])
        XCTAssertEqual(books.value.map(\.title), ["last", "other", "last"])
        XCTAssertEqual(store.find(Book.self, id: "x")?.value.title, "last")

        let aggregate = store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "z", title: "one"), Book(id: "z", title: "two")]), modifiedAt: 10)
        XCTAssertEqual(aggregate.value.books.map(\.title), ["two", "two"])
        XCTAssertEqual(logger.lines.filter { $0.hasPrefix("failed") }, [], "a repeated id in one call is not a stale write")
    }

    func testTheSameChildInTwoSlotsOfOneParentIsUpdatedInBothAndNotifiesOnce() {
        let observer = store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "x", title: "X"), Book(id: "x", title: "X")]))
        let recorder = record(observer)

        store.update(Book.self, id: "x") { $0.title = "X2" }
        drain()

        XCTAssertEqual(observer.value.books.map(\.title), ["X2", "X2"])
        XCTAssertEqual(recorder.values.map { $0.books.map(\.title) }, [["X2", "X2"]])
    }

    func testADiamondUpdatesBothPathsAndNotifiesTheTopOnce() {
        let author = Author(id: 1, name: "A")
        let top = store.store(entity: Diamond(id: "top", left: Side(id: "l", author: author), right: Side(id: "r", author: author)))
        let topRecorder = record(top)
        let leftRecorder = record(store.find(Side.self, id: "l")!)

        store.update(Author.self, id: 1) { $0.name = "Z" }
        drain()

        XCTAssertEqual(top.value.left.author.name, "Z")
        XCTAssertEqual(top.value.right.author.name, "Z")
        XCTAssertEqual(topRecorder.values.map { [$0.left.author.name, $0.right.author.name] }, [["Z", "Z"]])
        XCTAssertEqual(leftRecorder.count, 1)
    }

    func testAnEntityHeldDirectlyAndThroughANestedAggregateUpdatesBothAndNotifiesEachOnce() {
        // The author's parents are a top-level aggregate and a nested one: propagation writes the top-level
        // holder at once, then orders the rest.
        let author = Author(id: 1, name: "A")
        let books = store.store(entity: AuthorBooks(author: author, books: []))
        let top = store.store(entity: Diamond(id: "top", left: Side(id: "l", author: author), right: Side(id: "r", author: author)))
        let booksRecorder = record(books)
        let topRecorder = record(top)

        store.update(Author.self, id: 1) { $0.name = "Z" }
        drain()

        XCTAssertEqual(books.value.author.name, "Z")
        XCTAssertEqual(top.value.left.author.name, "Z")
        XCTAssertEqual(top.value.right.author.name, "Z")
        XCTAssertEqual(booksRecorder.values.map(\.author.name), ["Z"])
        XCTAssertEqual(topRecorder.values.map { [$0.left.author.name, $0.right.author.name] }, [["Z", "Z"]])
    }

    func testUnlinkingParentsInAnyOrderKeepsTheOthersFollowingTheChild() {
        // Twelve parents (enough for the links' index by slot), then unlinked from the first link, the
        // middle and the end, in that order.
        let book = Book(id: "shared", title: "v0")
        let parents = (1...12).map { store.store(entity: AuthorBooks(author: Author(id: $0, name: "\($0)"), books: [book])) }
        for id in [1, 6, 12, 2] {
            store.store(entity: AuthorBooks(author: Author(id: id, name: "\(id)"), books: []))
        }

        store.update(Book.self, id: "shared") { $0.title = "v1" }

        XCTAssertEqual(parents.map { $0.value.books.map(\.title) }, (1...12).map { [1, 2, 6, 12].contains($0) ? [] : ["v1"] })
        XCTAssertEqual(store.lock.withLock { $0.node(Book.self, id: "shared")?.parents?.count }, 8)
    }

    func testACycleTerminatesUpdatesEverySlotAndNotifiesEachPersonOnce() {
        let ann = Person(id: 1, name: "Ann", friends: [Person(id: 2, name: "Bob", friends: [Person(id: 1, name: "Ann")])])
        let annObserver = store.store(entity: ann)
        let bobObserver = store.find(Person.self, id: 2)!
        let annRecorder = record(annObserver)
        let bobRecorder = record(bobObserver)

        store.update(Person.self, id: 2) { $0.name = "Robert" }
        drain()
        XCTAssertEqual(annObserver.value.friends.map(\.name), ["Robert"])
        XCTAssertEqual(annRecorder.count, 1)
        XCTAssertEqual(bobRecorder.count, 1)

        store.update(Person.self, id: 1) { $0.name = "Anna" }
        drain()
        XCTAssertEqual(bobObserver.value.friends.map(\.name), ["Anna"])
        XCTAssertEqual(annObserver.value.name, "Anna")
        XCTAssertEqual(annRecorder.count, 2)
        XCTAssertEqual(bobRecorder.count, 2)
    }

    func testAPersonWhoIsHisOwnFriendDoesNotGrow() {
        let observer = store.store(entity: Person(id: 1, name: "Narcissus", friends: [Person(id: 1, name: "Narcissus")]))
        for round in 1...5 {
            store.update(Person.self, id: 1) { $0.name = "N\(round)" }
        }
        XCTAssertEqual(observer.value.name, "N5")
        XCTAssertEqual(CycleTests.chain(observer.value), ["N5", "N5"], "his copy of himself shows his final name, without friends, as given")
    }

    func testIdentityIsTheTypeNotItsName() {
        let library = store.store(entity: Library.Thing(id: 1, label: "book"))
        let warehouse = store.store(entity: Warehouse.Thing(id: 1, label: "crate"))

        XCTAssertEqual(store.find(Library.Thing.self, id: 1)?.value.label, "book")
        XCTAssertEqual(store.find(Warehouse.Thing.self, id: 1)?.value.label, "crate")
        withExtendedLifetime((library, warehouse)) {}
    }

    func testAnAggregateWhoseKeyPathsHoldNothingIsStoredAsIs() {
        let empty = Shelf(id: 3, owner: nil, featured: .none, spare: nil, items: [], maybeItems: nil, collections: [], maybeBooks: nil, highlight: nil)
        let observer = store.store(entity: empty)
        XCTAssertEqual(observer.value, empty)
        XCTAssertEqual(store.find(Shelf.self, id: 3)?.value, empty)
    }

    func testPropertyObserversOfAnAggregateRunWhenANestedEntityChanges() {
        // Plain stored properties are written in place; observed ones must still go through their setter.
        let byline = store.store(entity: Byline(id: 1, author: Author(id: 5, name: "Le Guin"), coauthors: [Author(id: 6, name: "Ursula")], editor: nil))
        XCTAssertEqual(byline.value.caption, "Le Guin")

        store.update(Author.self, id: 5) { $0.name = "Ursula K. Le Guin" }
        XCTAssertEqual(byline.value.author.name, "Ursula K. Le Guin")
        XCTAssertEqual(byline.value.caption, "Ursula K. Le Guin", "didSet ran in the store's copy")

        store.update(Author.self, id: 6) { $0.name = "U. K." }
        XCTAssertEqual(byline.value.coauthors, [Author(id: 6, name: "U. K.")])
        XCTAssertEqual(byline.value.coauthorCount, 2, "the collection's didSet ran: its count was bumped once more")
    }
}

/// An aggregate with a property observer on one entity property, a collection with one, and a plain optional.
private struct Byline: Aggregate, StructurallyEquatable {
    var id: Int
    var author: Author {
        didSet { caption = author.name }
    }
    var coauthors: [Author] {
        didSet { coauthorCount += 1 }
    }
    var editor: Author?
    var caption: String
    var coauthorCount = 1

    init(id: Int, author: Author, coauthors: [Author], editor: Author?) {
        self.id = id
        self.author = author
        self.coauthors = coauthors
        self.editor = editor
        self.caption = author.name
    }

    var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
        [.init(\.author), .init(\.coauthors), .init(\.editor)]
    }
}
