import Foundation
import XCTest
@testable import Lockstep

/// The collector behind generated code: overload resolution keeps entity shapes and drops everything else.
final class EntityKeyPathCollectorTests: StoreTestCase {
    /// A model written the way `lockstep-gen` writes conformances: every stored property is offered.
    struct Everything: Aggregate, Equatable {
        var id: Int
        var title: String
        var updatedAt: Date
        var tags: [String]
        var author: Author
        var maybeAuthor: Author?
        var books: [Book]
        var maybeBooks: [Book]?
        var nested: AuthorBooks
        var maybeNested: AuthorBooks?
        var nestedList: [AuthorBooks]
        var media: Media
        var maybeMedia: Media?
        var mediaList: [Media]
        var maybeMediaList: [Media]?

        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
            var collector = EntityKeyPathCollector<Self, Self>()
            collector.add(\.id)
            collector.add(\.title)
            collector.add(\.updatedAt)
            collector.add(\.tags)
            collector.add(\.author)
            collector.add(\.maybeAuthor)
            collector.add(\.books)
            collector.add(\.maybeBooks)
            collector.add(\.nested)
            collector.add(\.maybeNested)
            collector.add(\.nestedList)
            collector.add(\.media)
            collector.add(\.maybeMedia)
            collector.add(\.mediaList)
            collector.add(\.maybeMediaList)
            return collector.keyPaths
        }
    }

    /// A generic root: the entity shape is resolved where `T` is known to be an entity, dropped elsewhere.
    struct Box<T>: Identifiable {
        var id: Int
        var content: T

        func keyPathCount() -> Int {
            var collector = EntityKeyPathCollector<Self, Self>()
            collector.add(\.content)
            return collector.keyPaths.count
        }
    }

    func testOnlyEntityShapesAreKept() {
        XCTAssertEqual(Self.sample.nestedEntitiesKeyPaths.count, 11, "4 plain properties dropped, 11 entity shapes kept")
    }

    func testAnUnconstrainedGenericPropertyIsDropped() {
        XCTAssertEqual(Box(id: 1, content: Author(id: 1, name: "A")).keyPathCount(), 0)
    }

    func testCollectedKeyPathsKeepEveryShapeInSync() {
        let observer = store.store(entity: Self.sample)
        store.update(Author.self, id: 1) { $0.name = "A2" }
        store.update(Book.self, id: "b") { $0.title = "B2" }

        let value = observer.value
        XCTAssertEqual(value.author.name, "A2")
        XCTAssertEqual(value.maybeAuthor?.name, "A2")
        XCTAssertEqual(value.nested.author.name, "A2")
        XCTAssertEqual(value.maybeNested?.author.name, "A2")
        XCTAssertEqual(value.nestedList.first?.author.name, "A2")
        for books in [value.books, value.maybeBooks ?? [], value.nested.books] {
            XCTAssertEqual(books.map(\.title), ["B2"])
        }
        for media: Media? in [value.media, value.maybeMedia, value.mediaList.first, value.maybeMediaList?.first] {
            XCTAssertEqual(media, .book(Book(id: "b", title: "B2")))
        }
        XCTAssertEqual(value.title, "plain", "plain properties are untouched")
    }

    static let sample: Everything = {
        let author = Author(id: 1, name: "A")
        let book = Book(id: "b", title: "B")
        let nested = AuthorBooks(author: author, books: [book])
        return Everything(
            id: 1, title: "plain", updatedAt: Date(timeIntervalSinceReferenceDate: 0), tags: ["t"],
            author: author, maybeAuthor: author, books: [book], maybeBooks: [book],
            nested: nested, maybeNested: nested, nestedList: [nested],
            media: .book(book), maybeMedia: .book(book), mediaList: [.book(book)], maybeMediaList: [.book(book)]
        )
    }()
}
