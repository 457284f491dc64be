import XCTest
@testable import Lockstep

/// Aliases: found by name, follow their entities, retained until removed, and stay removed.
final class AliasTests: StoreTestCase {
    func testAnAliasIsFoundByNameAndFollowsItsEntity() {
        store.store(entity: Author(id: 1, name: "Me"), named: .currentUser)
        let alias = store.find(named: .currentUser)
        XCTAssertEqual(alias.value, Author(id: 1, name: "Me"))

        store.update(Author.self, id: 1) { $0.name = "Still me" }
        XCTAssertEqual(alias.value?.name, "Still me")
        XCTAssertEqual(logger.lines, ["stored Author 1", "alias currentUser", "stored Author 1"])
    }

    func testAnAliasKeepsItsEntityAliveWithoutObservers() {
        store.store(entity: Author(id: 1, name: "Me"), named: .currentUser)
        XCTAssertNotNil(store.find(Author.self, id: 1))
    }

    func testObserversOfAnAliasSeeNilOnRemovalAndTheNextStoredValue() {
        let recorder = record(store.find(named: .currentUser), dropFirst: false)
        XCTAssertEqual(recorder.values, [nil])

        store.store(entity: Author(id: 1, name: "Me"), named: .currentUser)
        store.removeAlias(named: .currentUser)
        store.store(entity: Author(id: 2, name: "You"), named: .currentUser)
        drain()

        XCTAssertEqual(recorder.values, [nil, Author(id: 1, name: "Me"), nil, Author(id: 2, name: "You")])
        XCTAssertTrue(logger.lines.contains("unalias currentUser"))
    }

    func testARemovedAliasNeverComesBackByItselfAndReleasesWhatOnlyItHeld() {
        store.store(entity: Author(id: 1, name: "Me"), named: .currentUser)
        let alias = store.find(named: .currentUser)
        store.removeAlias(named: .currentUser)

        XCTAssertNil(store.find(Author.self, id: 1), "only the alias held the entity")
        let again = store.store(entity: Author(id: 1, name: "Me again"))
        store.update(Author.self, id: 1) { $0.name = "Updated" }
        XCTAssertNil(alias.value)
        XCTAssertFalse(store.update(named: .currentUser) { $0.name = "nope" })
        withExtendedLifetime(again) {}
    }

    func testRemovingAMissingAliasDoesNothing() {
        store.removeAlias(named: .currentUser)
        store.removeAlias(named: AliasKey<[Book]>.shelf)
        XCTAssertEqual(logger.lines, [])
        XCTAssertNil(store.find(named: .currentUser).value)
    }

    func testUpdateNamedModifiesTheAliasedEntity() {
        store.store(entity: Author(id: 1, name: "Me"), named: .currentUser)
        XCTAssertTrue(store.update(named: .currentUser) { $0.name = "Renamed" })
        XCTAssertEqual(store.find(Author.self, id: 1)?.value.name, "Renamed")
        XCTAssertEqual(store.find(named: .currentUser).value?.name, "Renamed")
    }

    func testAnAggregateAliasCanBeUpdated() {
        let key = AliasKey<AuthorBooks>(named: "featured")
        store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: []), named: key)
        XCTAssertTrue(store.update(named: key) { $0.books.append(Book(id: "n", title: "New")) })
        XCTAssertEqual(store.find(Book.self, id: "n")?.value.title, "New")
        XCTAssertEqual(store.find(named: key).value?.books.map(\.id), ["n"])
    }

    func testACollectionAliasFollowsItsElementsAndCanBeUpdated() {
        store.store(entities: [Book(id: "a", title: "A"), Book(id: "b", title: "B")], named: .shelf)
        let alias = store.find(named: AliasKey<[Book]>.shelf)
        let recorder = record(alias)

        store.update(Book.self, id: "a") { $0.title = "A2" }
        XCTAssertTrue(store.update(named: AliasKey<[Book]>.shelf) { $0.append(Book(id: "c", title: "C")) })
        drain()

        XCTAssertEqual(alias.value?.map(\.title), ["A2", "B", "C"])
        XCTAssertEqual(recorder.values.map { $0?.map(\.title) }, [["A2", "B"], ["A2", "B", "C"]])
        store.removeAlias(named: AliasKey<[Book]>.shelf)
        XCTAssertNil(alias.value)
    }

    func testACollectionOfAggregatesAliasCanBeUpdated() {
        let key = AliasKey<[AuthorBooks]>(named: "all")
        store.store(entities: [AuthorBooks(author: Author(id: 1, name: "A"), books: [])], named: key)
        XCTAssertTrue(store.update(named: key) { $0[0].books = [Book(id: "z", title: "Z")] })
        XCTAssertEqual(store.find(named: key).value?.first?.books.map(\.id), ["z"])
    }

    func testAliasesOfDifferentTypesWithTheSameNameAreDifferent() {
        store.store(entity: Author(id: 1, name: "Me"), named: AliasKey(named: "x"))
        store.store(entity: Book(id: "b", title: "Book"), named: AliasKey(named: "x"))
        XCTAssertEqual(store.find(named: AliasKey<Author>(named: "x")).value?.name, "Me")
        XCTAssertEqual(store.find(named: AliasKey<Book>(named: "x")).value?.title, "Book")
    }

    func testRemoveAllAliasEmptiesEveryAliasAndRemoveAllForgetsEverything() {
        let held = store.store(entity: Book(id: "h", title: "Held"))
        store.store(entity: Author(id: 1, name: "Me"), named: .currentUser)
        store.store(entities: [Book(id: "a", title: "A")], named: .shelf)

        store.removeAllAlias()
        XCTAssertNil(store.find(named: .currentUser).value)
        XCTAssertNil(store.find(named: AliasKey<[Book]>.shelf).value)
        XCTAssertNil(store.find(Author.self, id: 1))
        XCTAssertNotNil(store.find(Book.self, id: "h"))

        store.removeAll()
        XCTAssertNil(store.find(Book.self, id: "h"))
        XCTAssertEqual(held.value.title, "Held", "held observers keep their last value")
    }
}
