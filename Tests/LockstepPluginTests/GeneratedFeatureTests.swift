import Dispatch
import Foundation
import Lockstep
import XCTest

/// Every generator feature, compiled from this target's annotated models by the plugin and exercised for real.
final class GeneratedFeatureTests: XCTestCase {
    private let store = EntityStore(queue: DispatchQueue(label: "lockstep.plugin.features"))

    func testLetsAndPrivateSettersOfStructsAreKeptInSync() {
        let snapshot = Snapshot(
            id: 1, author: Author(id: 1, name: "A"), coAuthors: [Author(id: 2, name: "B")],
            box: Box(id: 1, item: Book(id: "b", title: "B"), label: "box"),
            pairs: [Pair(first: Book(id: "b", title: "B"), second: nil)], spare: [Pair(first: Book(id: "s", title: "S"), second: nil)],
            editor: Author(id: 2, name: "B"))
        let observer = store.store(entity: snapshot)
        store.update(Author.self, id: 1) { $0.name = "A2" }
        store.update(Author.self, id: 2) { $0.name = "B2" }
        store.update(Book.self, id: "b") { $0.title = "B2" }
        store.update(Book.self, id: "s") { $0.title = "S2" }

        let value = observer.value
        XCTAssertEqual(value.author.name, "A2")
        XCTAssertEqual(value.coAuthors?.map(\.name), ["B2"])
        XCTAssertEqual(value.editor.name, "B2")
        XCTAssertEqual(value.box?.item.title, "B2")
        XCTAssertEqual(value.pairs.first?.first.title, "B2")
        XCTAssertEqual(value.spare?.first?.first.title, "S2")
    }

    func testPlainValuesAreNeverEntities() {
        let snapshot = Snapshot(id: 2, author: Author(id: 3, name: "C"), coAuthors: nil, box: nil, pairs: [], spare: nil, editor: Author(id: 3, name: "C"))
        let keyPaths = snapshot.nestedEntitiesKeyPaths
        // author, coAuthors, box, pairs, spare, editor: not the reply policies nor the option set.
        XCTAssertEqual(keyPaths.count, 6)
        _ = store.store(entity: snapshot)
        XCTAssertNil(store.find(ReplyPolicy.self, id: "everyone"))
        XCTAssertNil(store.find(DisplayOptions.self, id: 1))
    }

    func testAnIdentifiableWrapperEnumIsKeptAsAWrapperAloneOptionalAndInArrays() {
        let feed = Feed(id: 1, top: .book(Book(id: "b", title: "B")), pinned: .game(Game(id: 1, title: "G")),
                        items: [.book(Book(id: "b", title: "B")), .game(Game(id: 1, title: "G"))])
        let observer = store.store(entity: feed)
        store.update(Book.self, id: "b") { $0.title = "B2" }
        store.update(Game.self, id: 1) { $0.title = "G2" }

        XCTAssertEqual(observer.value.top, .book(Book(id: "b", title: "B2")))
        XCTAssertEqual(observer.value.pinned, .game(Game(id: 1, title: "G2")))
        XCTAssertEqual(observer.value.items, [.book(Book(id: "b", title: "B2")), .game(Game(id: 1, title: "G2"))])
    }

    @MainActor
    func testMainActorTypesGetNonisolatedMembers() {
        let observer = store.store(entity: Screen(id: 1, book: Book(id: "b", title: "B"), media: .book(Book(id: "m", title: "M"))))
        store.update(Book.self, id: "b") { $0.title = "B2" }
        store.update(Book.self, id: "m") { $0.title = "M2" }
        XCTAssertEqual(observer.value.book.title, "B2")
        XCTAssertEqual(observer.value.media, .book(Book(id: "m", title: "M2")))
    }

    @available(*, deprecated, message: "reads a deprecated property on purpose")
    func testDeprecatedPropertiesAreKeptInSync() {
        let observer = store.store(entity: Migrating(id: 1, author: Author(id: 1, name: "A"), legacyAuthor: Author(id: 2, name: "B")))
        store.update(Author.self, id: 2) { $0.name = "B2" }
        XCTAssertEqual(observer.value.legacyAuthor?.name, "B2")
    }

    func testRegexesAndRawStringsInAModelDoNotConfuseTheGenerator() {
        let observer = store.store(entity: Patterned(id: 1, book: Book(id: "b", title: "B")))
        store.update(Book.self, id: "b") { $0.title = "B2" }
        XCTAssertEqual(observer.value.book.title, "B2")
        XCTAssertTrue(observer.value.matchesQuote)
    }

    func testEveryModelComparesPropertyByPropertyWhateverItsEquality() {
        let comment = Comment(id: 1, author: Author(id: 1, name: "A"), likes: 0)
        var liked = comment
        liked.likes = 1
        XCTAssertEqual(comment, liked, "the hand-written == compares ids")
        XCTAssertFalse(Comment.isStructurallyEqual(comment, liked))
        XCTAssertTrue(Comment.isStructurallyEqual(comment, Comment(id: 1, author: Author(id: 1, name: "A"), likes: 0)))
        XCTAssertFalse(Discussion.isStructurallyEqual(Discussion(id: 1, comments: [comment]), Discussion(id: 1, comments: [liked])))
        XCTAssertFalse(comment as Any is any StructurallyEquatable, "its == is not what the store uses")
        // A synthesized == over synthesized ==s compares everything already: it is trusted.
        XCTAssertTrue(Review(id: 1, author: Author(id: 1, name: "A"), stars: 1) as Any is any StructurallyEquatable)
        XCTAssertFalse(Review.isStructurallyEqual(Review(id: 1, author: Author(id: 1, name: "A"), stars: 1), Review(id: 1, author: Author(id: 1, name: "A2"), stars: 1)))
    }

    /// An id-only `==` says nothing changed; the store must still keep the new like count and notify.
    func testAWriteWithAnIdOnlyEqualityIsStoredAndNotified() {
        let observer = store.store(entity: Comment(id: 1, author: Author(id: 1, name: "A"), likes: 0))
        let notified = expectation(description: "notified with the new like count")
        var subscription: Subscription?
        subscription = observer.observe { comment in
            if comment.likes == 5 { notified.fulfill() }
        }
        store.update(Comment.self, id: 1) { $0.likes = 5 }
        wait(for: [notified], timeout: 5)
        XCTAssertEqual(observer.value.likes, 5)
        subscription?.unsubscribe()
    }

    func testAnAccessorDeclaredInAnotherFileIsUsed() {
        let observer = store.store(entity: Library(id: "l", shelves: [], highlight: nil))
        var shelved = Shelved.book(Book(id: "b", title: "B"))
        XCTAssertEqual(shelved.book?.title, "B")
        shelved.game = Game(id: 1, title: "G")
        XCTAssertEqual(shelved, .book(Book(id: "b", title: "B")))
        XCTAssertEqual(observer.value.id, "l")
    }
}
