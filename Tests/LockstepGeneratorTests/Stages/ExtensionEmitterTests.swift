@testable import LockstepGeneratorCore
import XCTest

/// The emitter stage on its own: the exact `Aggregate` / `EntityWrapper` extension ``ExtensionEmitter`` writes
/// for one annotated type of a small parsed file (aggregate struct, immutable final class, wrapper enum, wrapper
/// struct), and what it reports instead of generating. The structural comparison is ``ComparisonEmitter``'s and
/// its format is changing, so `FileEmitterTests` only checks that it is there.
final class ExtensionEmitterTests: XCTestCase {
    func testAggregateStructOffersEachEntityPropertyByItsShape() {
        let emitted = StageInputs.emitExtension("""
            struct Author: Identifiable { var id: Int }
            // lockstep: aggregate
            struct Feed: Identifiable {
                var id: Int
                var author: Author
                var authors: [Author]
                var editor: Author?
                var title: String
                var remote: Remote
            }
            """, for: "Feed")
        // `title` is a plain value: nothing, so `remote` (another module's type) needs a new `#sourceLocation`.
        XCTAssertEqual(emitted.text, #"""
            extension Feed: Aggregate {
                var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
                    var collector = EntityKeyPathCollector<Self, Self>()
                    #sourceLocation(file: "Model.swift", line: 5)
                    collector.addEntity(\.author)
                    collector.addEntities(\.authors)
                    collector.addOptionalEntity(\.editor)
                    #sourceLocation(file: "Model.swift", line: 9)
                    collector.add(\.remote)
                    #sourceLocation()
                    return collector.keyPaths
                }
            }

            """#)
        XCTAssertEqual(emitted.diagnostics, [])
        XCTAssertFalse(emitted.usesDeprecatedMembers)
    }

    func testPublicTypeAlreadyConformingGetsOnlyThePublicWitness() {
        let emitted = StageInputs.emitExtension("""
            public struct Book: Identifiable { public var id: Int }
            // lockstep: aggregate
            public struct Shelf: Identifiable, Aggregate {
                public var id: Int
                public var book: Book
            }
            """, for: "Shelf")
        XCTAssertEqual(emitted.text, #"""
            extension Shelf {
                public var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
                    var collector = EntityKeyPathCollector<Self, Self>()
                    #sourceLocation(file: "Model.swift", line: 5)
                    collector.addEntity(\.book)
                    #sourceLocation()
                    return collector.keyPaths
                }
            }

            """#)
    }

    func testAggregateWithOnlyPlainValuesReturnsNoKeyPaths() {
        // No collector: a `var` that is never mutated would warn in every user's build.
        let emitted = StageInputs.emitExtension("""
            // lockstep: aggregate
            @MainActor struct Plain: Identifiable { var id: Int; var name: String }
            """, for: "Plain")
        XCTAssertEqual(emitted.text, """
            extension Plain: Aggregate {
                nonisolated var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
                    return []
                }
            }

            """)
    }

    func testTypeThatAlreadyHasEverythingGetsNoExtension() {
        let emitted = StageInputs.emitExtension("""
            // lockstep: aggregate
            struct Done: Identifiable, Aggregate {
                var id: Int
                var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [] }
            }
            """, for: "Done")
        XCTAssertNil(emitted.text)
        XCTAssertEqual(emitted.diagnostics, [])
    }

    func testConditionalPropertiesKeepTheirIfLines() {
        let emitted = StageInputs.emitExtension("""
            struct Book: Identifiable { var id: Int }
            // lockstep: aggregate
            struct Feed: Identifiable {
                var id: Int
                #if os(iOS)
                var book: Book
                #else
                var title: String
                #endif
            }
            """, for: "Feed")
        XCTAssertEqual(emitted.text, #"""
            extension Feed: Aggregate {
                var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
                    var collector = EntityKeyPathCollector<Self, Self>()
                    #if os(iOS)
                    #sourceLocation(file: "Model.swift", line: 6)
                    collector.addEntity(\.book)
                    #endif
                    #sourceLocation()
                    return collector.keyPaths
                }
            }

            """#)
    }

    func testDeprecatedPropertiesGoThroughTheDeprecatedWitness() {
        let emitted = StageInputs.emitExtension("""
            struct Book: Identifiable { var id: Int }
            // lockstep: aggregate
            struct Feed: Identifiable {
                var id: Int
                @available(*, deprecated) var old: Book
            }
            """, for: "Feed")
        XCTAssertEqual(emitted.text, #"""
            extension Feed: Aggregate {
                var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
                    var collector = EntityKeyPathCollector<Self, Self>()
                    _lockstepAddDeprecatedMembers(of: Self.self, to: &collector)
                    return collector.keyPaths
                }
            }

            extension Feed: _LockstepDeprecatedMembers {
                @available(*, deprecated)
                static func lockstepAddDeprecatedMembers<Root>(to collector: inout EntityKeyPathCollector<Root, Self>) {
                    #sourceLocation(file: "Model.swift", line: 5)
                    collector.addEntity(\.old)
                    #sourceLocation()
                }
            }

            """#)
        XCTAssertTrue(emitted.usesDeprecatedMembers)
    }

    func testImmutableFinalClassIsRebuiltThroughItsInitializer() {
        let emitted = StageInputs.emitExtension("""
            struct Author: Identifiable { var id: Int }
            // lockstep: aggregate
            final class Post: Identifiable {
                let id: Int
                let author: Author
                init(id: Int, author: Author) { self.id = id; self.author = author }
            }
            """, for: "Post")
        XCTAssertEqual(emitted.text, #"""
            extension Post: Aggregate {
                var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Post>] {
                    var collector = EntityKeyPathCollector<Post, Post>()
                    #sourceLocation(file: "Model.swift", line: 5)
                    collector.addEntity(\.author) { Post.init(id:author:)($0.id, $1) }
                    #sourceLocation()
                    return collector.keyPaths
                }
            }

            """#)
    }

    func testWrapperEnumGetsCaseAccessorsAndKeyPathsThroughThem() {
        let emitted = StageInputs.emitExtension("""
            struct Book: Identifiable { var id: Int }
            struct Game: Identifiable { var id: Int }
            // lockstep: wrapper
            enum Item {
                case book(Book)
                case game(item: Game), note(String)
                case none
            }
            """, for: "Item")
        XCTAssertEqual(emitted.text, #"""
            extension Item: EntityWrapper {
                #sourceLocation(file: "Model.swift", line: 5)
                var book: Book? {
                    get {
                        if case .book(let value) = self { return value }
                        return nil
                    }
                    set {
                        guard let newValue, case .book = self else { return }
                        self = .book(newValue)
                    }
                }

                #sourceLocation(file: "Model.swift", line: 6)
                var game: Game? {
                    get {
                        if case .game(let value) = self { return value }
                        return nil
                    }
                    set {
                        guard let newValue, case .game = self else { return }
                        self = .game(item: newValue)
                    }
                }

                #sourceLocation(file: "Model.swift", line: 6)
                var note: String? {
                    get {
                        if case .note(let value) = self { return value }
                        return nil
                    }
                    set {
                        guard let newValue, case .note = self else { return }
                        self = .note(newValue)
                    }
                }
                #sourceLocation()

                func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {
                    var collector = EntityKeyPathCollector(relativeTo: parent)
                    #sourceLocation(file: "Model.swift", line: 5)
                    collector.addOptionalEntity(\.book)
                    collector.addOptionalEntity(\.game)
                    #sourceLocation()
                    return collector.keyPaths
                }
            }

            """#)
        XCTAssertEqual(emitted.diagnostics, [])
    }

    func testWrapperEnumReportsCasesWithSeveralEntityValues() {
        let emitted = StageInputs.emitExtension("""
            struct Book: Identifiable { var id: Int }
            // lockstep: wrapper
            enum Pair {
                case two(Book, Book)
                case labels(String, Int)
                case skipped(Book, Book) // lockstep: ignore
            }
            """, for: "Pair")
        XCTAssertEqual(emitted.diagnostics, [
            "4:10 warning: case 'two' of 'Pair' has 2 associated values and cannot be kept in sync by generated code; wrap them in one type or mark it '// lockstep: ignore'",
        ])
        XCTAssertEqual(emitted.text, """
            extension Pair: EntityWrapper {
                func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {
                    return []
                }
            }

            """)
    }

    func testWrapperStructOffersItsEntityProperties() {
        let emitted = StageInputs.emitExtension("""
            struct Book: Identifiable { var id: Int }
            // lockstep: wrapper
            struct Box {
                var book: Book
                var books: [Book]?
                var count: Int
            }
            """, for: "Box")
        XCTAssertEqual(emitted.text, #"""
            extension Box: EntityWrapper {
                func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {
                    var collector = EntityKeyPathCollector(relativeTo: parent)
                    #sourceLocation(file: "Model.swift", line: 4)
                    collector.addEntity(\.book)
                    collector.addOptionalEntities(\.books)
                    #sourceLocation()
                    return collector.keyPaths
                }
            }

            """#)
    }

    func testEntitiesInASetAreReportedAtThePropertyInsteadOfOffered() {
        let emitted = StageInputs.emitExtension("""
            struct Book: Identifiable, Hashable { var id: Int }
            // lockstep: aggregate
            struct Feed: Identifiable {
                var id: Int
                var tags: Set<Book>
            }
            """, for: "Feed")
        XCTAssertEqual(emitted.diagnostics, [
            "5:9 warning: Feed.tags holds a Set of entities, which has no positions to write updates into; use an Array, or mark the property '// lockstep: ignore'",
        ])
        XCTAssertEqual(emitted.text, """
            extension Feed: Aggregate {
                var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
                    return []
                }
            }

            """)
    }
}
