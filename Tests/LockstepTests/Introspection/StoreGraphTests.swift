import XCTest
@testable import Lockstep

/// `EntityStore.graph()`, `graph(from:id:)` and `graph(from:)`: the store as Graphviz DOT, sorted, each edge
/// labelled with the property that holds the child.
final class StoreGraphTests: StoreTestCase {
    typealias Writer = Catalog.Writer
    typealias Novel = Catalog.Novel
    typealias Shelf = Catalog.Shelf

    /// A shelf of two novels, a novel behind an alias, and a writer nothing holds but its observer.
    private func fill() -> [Any] {
        let shelf = store.store(entity: Shelf(id: 1, novels: [Catalog.dune, Catalog.emma]))
        let lone = store.store(entity: Writer(id: 9, name: "Zoe"))
        _ = store.store(entity: Novel(id: "ulysses", title: "Ulysses", author: Catalog.bob, editor: Catalog.bob), named: .featured)
        return [shelf, lone]
    }

    func testTheWholeStoreIsOneSortedGraphWithPropertyLabels() {
        let kept = fill()
        XCTAssertEqual(store.graph(), #"""
        digraph Lockstep {
          node [shape=box];
          "alias:featured:Novel" [label="alias \"featured\"\nNovel", shape=ellipse];
          "Novel(dune)" [label="Novel\nid: dune"];
          "Novel(emma)" [label="Novel\nid: emma"];
          "Novel(ulysses)" [label="Novel\nid: ulysses"];
          "Shelf(1)" [label="Shelf\nid: 1"];
          "Writer(1)" [label="Writer\nid: 1"];
          "Writer(2)" [label="Writer\nid: 2"];
          "Writer(9)" [label="Writer\nid: 9"];
          "alias:featured:Novel" -> "Novel(ulysses)" [label="value"];
          "Novel(dune)" -> "Writer(1)" [label="author"];
          "Novel(dune)" -> "Writer(2)" [label="editor"];
          "Novel(emma)" -> "Writer(1)" [label="author"];
          "Novel(ulysses)" -> "Writer(2)" [label="author"];
          "Novel(ulysses)" -> "Writer(2)" [label="editor"];
          "Shelf(1)" -> "Novel(dune)" [label="novels[0]"];
          "Shelf(1)" -> "Novel(emma)" [label="novels[1]"];
        }

        """#)
        withExtendedLifetime(kept) {}
    }

    func testAGraphFromAnEntityHoldsOnlyWhatItReaches() {
        let kept = fill()
        XCTAssertEqual(store.graph(from: Novel.self, id: "dune"), #"""
        digraph Lockstep {
          node [shape=box];
          "Novel(dune)" [label="Novel\nid: dune"];
          "Writer(1)" [label="Writer\nid: 1"];
          "Writer(2)" [label="Writer\nid: 2"];
          "Novel(dune)" -> "Writer(1)" [label="author"];
          "Novel(dune)" -> "Writer(2)" [label="editor"];
        }

        """#)
        withExtendedLifetime(kept) {}
    }

    func testAGraphFromAnAliasStartsAtTheAlias() {
        let kept = fill()
        XCTAssertEqual(store.graph(from: AliasKey<Novel>.featured), #"""
        digraph Lockstep {
          node [shape=box];
          "alias:featured:Novel" [label="alias \"featured\"\nNovel", shape=ellipse];
          "Novel(ulysses)" [label="Novel\nid: ulysses"];
          "Writer(2)" [label="Writer\nid: 2"];
          "alias:featured:Novel" -> "Novel(ulysses)" [label="value"];
          "Novel(ulysses)" -> "Writer(2)" [label="author"];
          "Novel(ulysses)" -> "Writer(2)" [label="editor"];
        }

        """#)
        withExtendedLifetime(kept) {}
    }

    func testAGraphFromWhatIsNotStoredIsEmpty() {
        let empty = "digraph Lockstep {\n  node [shape=box];\n}\n"
        XCTAssertEqual(store.graph(from: Writer.self, id: 404), empty)
        XCTAssertEqual(store.graph(from: AliasKey<Writer>(named: "nobody")), empty)
        XCTAssertEqual(store.graph(), empty)
    }

    func testTheSameStoreGivesTheSameText() {
        let kept = fill()
        XCTAssertEqual(store.graph(), store.graph())
        withExtendedLifetime(kept) {}
    }

    /// Labels follow the value down through wrappers (the case name), optionals (nothing) and collections (the
    /// position), and stop at the first entity: what an aggregate child holds is its own edge.
    func testLabelsNameCasesPositionsAndNestedAggregates() {
        let shelf = LockstepTests.Shelf(
            id: 1, owner: Author(id: 1, name: "Ann"), featured: .book(Book(id: "b1", title: "One")), spare: nil,
            items: [.game(Game(id: 2, title: "Go")), .none, .book(Book(id: "b2", title: "Two"))], maybeItems: nil,
            collections: [AuthorBooks(author: Author(id: 3, name: "Cy"), books: [Book(id: "b1", title: "One")])],
            maybeBooks: [Book(id: "b3", title: "Three")], highlight: nil
        )
        let kept = store.store(entity: shelf)
        XCTAssertEqual(store.graph(), #"""
        digraph Lockstep {
          node [shape=box];
          "Author(1)" [label="Author\nid: 1"];
          "Author(3)" [label="Author\nid: 3"];
          "AuthorBooks(3)" [label="AuthorBooks\nid: 3"];
          "Book(b1)" [label="Book\nid: b1"];
          "Book(b2)" [label="Book\nid: b2"];
          "Book(b3)" [label="Book\nid: b3"];
          "Game(2)" [label="Game\nid: 2"];
          "Shelf(1)" [label="Shelf\nid: 1"];
          "AuthorBooks(3)" -> "Author(3)" [label="author"];
          "AuthorBooks(3)" -> "Book(b1)" [label="books[0]"];
          "Shelf(1)" -> "Author(1)" [label="owner"];
          "Shelf(1)" -> "AuthorBooks(3)" [label="collections[0]"];
          "Shelf(1)" -> "Book(b1)" [label="featured.book"];
          "Shelf(1)" -> "Book(b2)" [label="items[2].book"];
          "Shelf(1)" -> "Book(b3)" [label="maybeBooks[0]"];
          "Shelf(1)" -> "Game(2)" [label="items[0].game"];
        }

        """#)
        withExtendedLifetime(kept) {}
    }

    func testQuotesInIdsAreEscaped() {
        struct Tag: Identifiable, StructurallyEquatable { var id: String }
        let tag = store.store(entity: Tag(id: #"say "hi" \ bye"#))
        XCTAssertEqual(store.graph(), #"""
        digraph Lockstep {
          node [shape=box];
          "Tag(say \"hi\" \\ bye)" [label="Tag\nid: say \"hi\" \\ bye"];
        }

        """#)
        withExtendedLifetime(tag) {}
    }
}

extension AliasKey where T == Catalog.Novel {
    static var featured: Self { AliasKey(named: "featured") }
}
