import Foundation
import XCTest
@_spi(Generated) @testable import Lockstep

/// Entities held in `let` properties of structs are kept in sync like `var` ones: the store owns its copy of
/// every value and writes into it at the property's offset.
final class LetPropertyTests: StoreTestCase {
    /// An API model: every property a `let`, every entity shape, decoded from JSON.
    struct Status: Aggregate, Codable, Equatable {
        let id: String
        let content: String
        let account: Author
        let mentioned: Author?
        let attachments: [Book]
        let quoted: [Book]?
        let reblog: Reblog?
        let card: Media
        let history: [Media]
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
            var collector = EntityKeyPathCollector<Self, Self>()
            collector.add(\.id)
            collector.add(\.content)
            collector.add(\.account)
            collector.add(\.mentioned)
            collector.add(\.attachments)
            collector.add(\.quoted)
            collector.add(\.reblog)
            collector.add(\.card)
            collector.add(\.history)
            return collector.keyPaths
        }
    }

    struct Reblog: Aggregate, Codable, Equatable {
        let id: String
        let account: Author
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.account)] }
    }

    /// A struct wrapper whose properties are `let`s, collected relative to where its parent keeps it.
    struct SearchResults: EntityWrapper, Equatable {
        let accounts: [Author]
        let top: Author?
        func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {
            var collector = EntityKeyPathCollector(relativeTo: parent)
            collector.add(\.accounts)
            collector.add(\.top)
            return collector.keyPaths
        }
    }

    /// Wrappers in `let`s of an aggregate, alone, optional and in an array.
    struct Page: Aggregate, Equatable {
        let id: Int
        let results: SearchResults
        let more: SearchResults?
        let sections: [SearchResults]
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
            var collector = EntityKeyPathCollector<Self, Self>()
            collector.add(\.results)
            collector.add(\.more)
            collector.add(\.sections)
            return collector.keyPaths
        }
    }

    /// A generic struct: the offset of a `let` of generic type is known once the type is.
    struct Labeled<Item: Identifiable>: Aggregate {
        let id: Int
        let padding: (Int8, Int64)
        let item: Item
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.item)] }
    }

    /// Hand-written key paths to `let`s use the same initializers as writable ones.
    struct HandWritten: Aggregate {
        let id: Int
        let author: Author
        let books: [Book]?
        let media: [Media]
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
            [.init(\.author), .init(\.books), .init(wrapper: \.media)]
        }
    }

    final class Shared: Identifiable {
        let id = 1
        let author = Author(id: 1, name: "A")
        private(set) var book = Book(id: "b", title: "B")
    }

    static let json = Data("""
    {"id": "s1", "content": "hello",
     "account": {"id": 1, "name": "Ann"},
     "mentioned": {"id": 2, "name": "Bob"},
     "attachments": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}],
     "quoted": [{"id": "a", "title": "A"}],
     "reblog": {"id": "r1", "account": {"id": 2, "name": "Bob"}},
     "card": {"book": {"_0": {"id": "b", "title": "B"}}},
     "history": [{"game": {"_0": {"id": 7, "title": "G"}}}]}
    """.utf8)

    func testEveryShapeInALetIsKeptInSync() throws {
        let status = try JSONDecoder().decode(Status.self, from: Self.json)
        let observer = store.store(entity: status)
        let recorder = record(observer)

        store.update(Author.self, id: 2) { $0.name = "Robert" }
        store.update(Book.self, id: "b") { $0.title = "B2" }
        store.update(Book.self, id: "a") { $0.title = "A2" }
        store.update(Game.self, id: 7) { $0.title = "G2" }
        drain()

        let value = observer.value
        XCTAssertEqual(value.mentioned?.name, "Robert")
        XCTAssertEqual(value.reblog?.account.name, "Robert")
        XCTAssertEqual(value.attachments.map(\.title), ["A2", "B2"])
        XCTAssertEqual(value.quoted?.map(\.title), ["A2"])
        XCTAssertEqual(value.card, .book(Book(id: "b", title: "B2")))
        XCTAssertEqual(value.history, [.game(Game(id: 7, title: "G2"))])
        XCTAssertEqual(value.account.name, "Ann")
        XCTAssertEqual(value.content, "hello", "plain lets are untouched")
        XCTAssertEqual(recorder.count, 4, "one notification per write")
        XCTAssertEqual(store.find(Reblog.self, id: "r1")?.value.account.name, "Robert")
    }

    func testLetsOfAStructWrapperAreKeptInSyncWhereverItsParentKeepsIt() {
        let ann = Author(id: 1, name: "Ann")
        let results = SearchResults(accounts: [ann], top: ann)
        let page = store.store(entity: Page(id: 1, results: results, more: results, sections: [results, results]))
        store.update(Author.self, id: 1) { $0.name = "Anna" }
        let expected = SearchResults(accounts: [Author(id: 1, name: "Anna")], top: Author(id: 1, name: "Anna"))
        XCTAssertEqual(page.value.results, expected)
        XCTAssertEqual(page.value.more, expected)
        XCTAssertEqual(page.value.sections, [expected, expected])
    }

    func testALetOfGenericTypeIsKeptInSync() {
        let observer = store.store(entity: Labeled(id: 1, padding: (1, 2), item: Book(id: "b", title: "B")))
        store.update(Book.self, id: "b") { $0.title = "B2" }
        XCTAssertEqual(observer.value.item.title, "B2")
        XCTAssertEqual(observer.value.padding.1, 2, "the neighbouring bytes are untouched")
    }

    func testHandWrittenKeyPathsToLetsShareTheSamePath() {
        let observer = store.store(entity: HandWritten(id: 1, author: Author(id: 1, name: "A"), books: [Book(id: "b", title: "B")], media: [.book(Book(id: "b", title: "B"))]))
        store.update(Author.self, id: 1) { $0.name = "A2" }
        store.update(Book.self, id: "b") { $0.title = "B2" }
        XCTAssertEqual(observer.value.author.name, "A2")
        XCTAssertEqual(observer.value.books?.map(\.title), ["B2"])
        XCTAssertEqual(observer.value.media, [.book(Book(id: "b", title: "B2"))])
    }

    func testReadOnlyPropertiesOfAClassAreNotOffered() {
        // A class's instance is shared: the store cannot rewrite it. The generator diagnoses these properties;
        // at run time the collector leaves them out.
        var collector = EntityKeyPathCollector<Shared, Shared>()
        collector.add(\.author)
        collector.add(\.book)
        XCTAssertTrue(collector.keyPaths.isEmpty)
    }

    func testPropertyContentsTellWhatGeneratedDiagnosticsNeed() {
        typealias Collector = EntityKeyPathCollector<Shared, Shared>
        XCTAssertTrue(type(of: Collector.contents(of: \.author)) == PropertyContents.ReadOnlyEntities.self)
        XCTAssertTrue(type(of: Collector.contents(of: \.id)) == PropertyContents.NoEntities.self)
        struct Tag: Identifiable, Hashable { var id: Int }
        struct Tags { var set: Set<Tag>; var byID: [String: Book]?; var list: [Book] }
        XCTAssertTrue(type(of: EntityKeyPathCollector<Tags, Tags>.contents(of: \.set)) == PropertyContents.UnsupportedEntities.self)
        XCTAssertTrue(type(of: EntityKeyPathCollector<Tags, Tags>.contents(of: \.byID)) == PropertyContents.UnsupportedEntities.self)
        XCTAssertTrue(type(of: EntityKeyPathCollector<Tags, Tags>.contents(of: \.list)) == PropertyContents.WritableEntities.self)
    }
}
