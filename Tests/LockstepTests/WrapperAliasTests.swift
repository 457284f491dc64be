import XCTest
@testable import Lockstep

/// A value that holds entities without being one (search results) is kept under an alias and in sync; an enum
/// that is both `Identifiable` and a wrapper is kept as a wrapper.
final class WrapperAliasTests: StoreTestCase {
    struct SearchResults: EntityWrapper, Equatable {
        let authors: [Author]
        let books: [Book]
        let query: String
        func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {
            var collector = EntityKeyPathCollector(relativeTo: parent)
            collector.add(\.authors)
            collector.add(\.books)
            collector.add(\.query)
            return collector.keyPaths
        }
    }

    /// A timeline item: `Identifiable` (it has an `id`) and a wrapper of the entity it shows.
    enum Item: EntityWrapper, Identifiable, Equatable {
        case book(Book)
        case author(Author)
        var id: String {
            switch self {
            case .book(let book): "book-\(book.id)"
            case .author(let author): "author-\(author.id)"
            }
        }
        var book: Book? {
            get { if case .book(let book) = self { book } else { nil } }
            set { if case .book = self, let newValue { self = .book(newValue) } }
        }
        var author: Author? {
            get { if case .author(let author) = self { author } else { nil } }
            set { if case .author = self, let newValue { self = .author(newValue) } }
        }
        func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {
            var collector = EntityKeyPathCollector(relativeTo: parent)
            collector.add(\.book)
            collector.add(\.author)
            return collector.keyPaths
        }
    }

    struct Timeline: Aggregate, Equatable {
        var id: Int
        var pinned: Item
        var maybe: Item?
        var items: [Item]
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
            var collector = EntityKeyPathCollector<Self, Self>()
            collector.add(\.pinned)
            collector.add(\.maybe)
            collector.add(\.items)
            return collector.keyPaths
        }
    }

    static let search = AliasKey<SearchResults>(named: "search")
    static let results = SearchResults(authors: [Author(id: 1, name: "A")], books: [Book(id: "b", title: "B")], query: "q")

    func testAWrapperStoredUnderAnAliasFollowsItsEntities() {
        let observer = store.store(Self.results, named: Self.search)
        let recorder = record(observer)
        store.update(Author.self, id: 1) { $0.name = "A2" }
        store.store(entity: Book(id: "b", title: "B2"))
        drain()
        let expected = SearchResults(authors: [Author(id: 1, name: "A2")], books: [Book(id: "b", title: "B2")], query: "q")
        XCTAssertEqual(observer.value, expected)
        XCTAssertEqual(store.find(named: Self.search).value, expected)
        XCTAssertEqual(recorder.count, 2)
        XCTAssertEqual(logger.lines.filter { $0.hasPrefix("alias") }, ["alias search"])
    }

    func testTheAliasKeepsItsEntitiesAliveUntilRemoved() {
        store.store(Self.results, named: Self.search)
        XCTAssertEqual(store.find(Author.self, id: 1)?.value.name, "A", "held by the alias alone")
        store.removeAlias(named: Self.search)
        XCTAssertNil(store.find(Author.self, id: 1))
        XCTAssertNil(store.find(named: Self.search).value)
    }

    func testUpdatingTheAliasStoresTheEntitiesItThenHolds() {
        let observer = store.store(Self.results, named: Self.search)
        XCTAssertTrue(store.update(named: Self.search) { $0 = SearchResults(authors: $0.authors + [Author(id: 2, name: "B")], books: [], query: "q2") })
        store.update(Author.self, id: 2) { $0.name = "B2" }
        XCTAssertEqual(observer.value?.authors.map(\.name), ["A", "B2"])
        XCTAssertFalse(store.update(named: AliasKey<SearchResults>(named: "none")) { _ in })
    }

    func testAnIdentifiableWrapperIsKeptAsAWrapper() {
        let book = Book(id: "b", title: "B")
        let observer = store.store(entity: Timeline(id: 1, pinned: .book(book), maybe: .author(Author(id: 1, name: "A")), items: [.book(book), .author(Author(id: 1, name: "A"))]))
        store.update(Book.self, id: "b") { $0.title = "B2" }
        store.update(Author.self, id: 1) { $0.name = "A2" }
        let value = observer.value
        XCTAssertEqual(value.pinned, .book(Book(id: "b", title: "B2")))
        XCTAssertEqual(value.maybe, .author(Author(id: 1, name: "A2")))
        XCTAssertEqual(value.items, [.book(Book(id: "b", title: "B2")), .author(Author(id: 1, name: "A2"))])
        XCTAssertNil(store.find(Item.self, id: "book-b"), "not stored as an entity of its own")
    }
}
