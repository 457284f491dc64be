import Dispatch
import Foundation
import Lockstep
import XCTest

/// The plugin ran on this target's models at build time: these tests exercise the generated code for real.
final class PluginGeneratedCodeTests: XCTestCase {
    private let store = EntityStore(queue: DispatchQueue(label: "lockstep.plugin.tests"))

    func testAnAggregateKeepsEntitiesOptionalsAndArraysInSync() {
        let observer = store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), coAuthor: Author(id: 2, name: "B"), books: [Book(id: "x", title: "X")], updatedAt: Date(timeIntervalSinceReferenceDate: 0), cache: Book(id: "c", title: "C")))
        store.update(Author.self, id: 1) { $0.name = "A2" }
        store.update(Author.self, id: 2) { $0.name = "B2" }
        store.update(Book.self, id: "x") { $0.title = "X2" }

        XCTAssertEqual(observer.value.author.name, "A2")
        XCTAssertEqual(observer.value.coAuthor?.name, "B2")
        XCTAssertEqual(observer.value.books, [Book(id: "x", title: "X2")])
        XCTAssertNil(store.find(Book.self, id: "c"), "an ignored property is not stored")
        XCTAssertEqual(observer.value.nestedEntitiesKeyPaths.count, 3, "author, coAuthor, books; not the date or the cache")
    }

    func testWrappersAloneOptionalInArraysAndStructWrappersAreKeptInSync() {
        let shelf = Shelf(id: 1, featured: .book(Book(id: "b", title: "B")), spare: .game(Game(id: 1, title: "G")), items: [.book(Book(id: "b", title: "B")), .nothing, .game(Game(id: 1, title: "G"))], pair: Pair(first: Book(id: "b", title: "B"), second: Book(id: "s", title: "S")))
        let observer = store.store(entity: shelf)
        store.update(Book.self, id: "b") { $0.title = "B2" }
        store.update(Game.self, id: 1) { $0.title = "G2" }
        store.update(Book.self, id: "s") { $0.title = "S2" }

        let value = observer.value
        XCTAssertEqual(value.featured, .book(Book(id: "b", title: "B2")))
        XCTAssertEqual(value.spare, .game(Game(id: 1, title: "G2")))
        XCTAssertEqual(value.items, [.book(Book(id: "b", title: "B2")), .nothing, .game(Game(id: 1, title: "G2"))])
        XCTAssertEqual(value.pair, Pair(first: Book(id: "b", title: "B2"), second: Book(id: "s", title: "S2")))
    }

    func testGeneratedEnumAccessorsNeverSwitchTheCase() {
        var media = Media.book(Book(id: "b", title: "B"))
        XCTAssertEqual(media.book, Book(id: "b", title: "B"))
        XCTAssertNil(media.game)
        media.game = Game(id: 1, title: "G")
        XCTAssertEqual(media, .book(Book(id: "b", title: "B")))
        media.book = nil
        XCTAssertEqual(media, .book(Book(id: "b", title: "B")))
        media.book = Book(id: "b", title: "B2")
        XCTAssertEqual(media, .book(Book(id: "b", title: "B2")))
    }

    func testNestedAggregatesAndNestedTypesAreKeptInSync() {
        let library = store.store(entity: Library(id: "main", shelves: [Shelf(id: 1, featured: .book(Book(id: "b", title: "B")), spare: nil, items: [], pair: Pair(first: Book(id: "p", title: "P"), second: nil))], highlight: AuthorBooks(author: Author(id: 1, name: "A"), coAuthor: nil, books: [], updatedAt: Date(timeIntervalSinceReferenceDate: 0))))
        let section = store.store(entity: Catalog.Section(id: 1, entries: [Catalog.Entry(id: 1, book: Book(id: "b", title: "B"))]))
        store.update(Book.self, id: "b") { $0.title = "B2" }
        store.update(Author.self, id: 1) { $0.name = "A2" }

        XCTAssertEqual(library.value.shelves.first?.featured, .book(Book(id: "b", title: "B2")))
        XCTAssertEqual(library.value.highlight?.author.name, "A2")
        XCTAssertEqual(section.value.entries.first?.book.title, "B2")
        XCTAssertEqual(store.find(Catalog.Entry.self, id: 1)?.value.book.title, "B2")
    }

    func testGenericClassConditionalAndDeclaredAggregatesAreKeptInSync() {
        let box = store.store(entity: Box(id: 1, item: Book(id: "b", title: "B"), label: "box"))
        let reader = store.store(entity: Reader(id: 1, favorite: Book(id: "b", title: "B")))
        #if os(Linux) || os(macOS)
        let platformed = store.store(entity: Platformed(id: 1, book: Book(id: "b", title: "B")))
        #else
        let platformed = store.store(entity: Platformed(id: 1, game: Game(id: 1, title: "G")))
        #endif
        let declared = store.store(entity: Declared(id: 1, author: Author(id: 1, name: "A")))

        store.update(Book.self, id: "b") { $0.title = "B2" }
        store.update(Author.self, id: 1) { $0.name = "A2" }

        XCTAssertEqual(box.value.item.title, "B2")
        XCTAssertEqual(reader.value.favorite.title, "B2")
        #if os(Linux) || os(macOS)
        XCTAssertEqual(platformed.value.book.title, "B2")
        #endif
        XCTAssertEqual(declared.value.author.name, "A2")
    }
}
