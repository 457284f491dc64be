import XCTest
@testable import Lockstep

/// Defects found by the hardening tests (issue 6), each reduced to a minimal reproduction, kept as
/// regression tests now that they are fixed.
final class HardeningDefectTests: StoreTestCase {
    /// Found by RandomizedModelTests (seed 281303017, step 1566): re-storing an equal list under a collection
    /// alias notified its observers with the unchanged value.
    func testStoringAnEqualListUnderACollectionAliasNotifiesNobody() {
        for books in [[Book(id: "b4", title: "C")], []] {
            _ = store.store(entities: books, named: .shelf)
            let recorder = record(store.find(named: AliasKey<[Book]>.shelf))
            _ = store.store(entities: books, named: .shelf)
            drain()
            XCTAssertEqual(recorder.count, 0, "semantics 4: an equal value notifies nobody - \(books.isEmpty ? "empty" : "non-empty") list")
        }
    }

    /// Found by RandomizedModelTests (seed 3, step 314): one call writing the same id twice, the last time with
    /// the value stored before the call, notified its observers (and those of its aggregates) with the
    /// unchanged value.
    func testTheSameIDTwiceEndingOnTheStoredValueNotifiesNobody() {
        let observer = store.store(entity: Book(id: "b1", title: "B"))
        let holder = store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "b1", title: "B")]))
        let recorder = record(observer)
        let holderRecorder = record(holder)
        _ = store.store(entities: [Book(id: "b1", title: "C"), Book(id: "b1", title: "B")])
        drain()
        XCTAssertEqual(observer.value.title, "B", "the last occurrence wins")
        XCTAssertEqual(recorder.values.map(\.title), [], "the call stored a value equal to the stored one")
        XCTAssertEqual(holderRecorder.count, 0, "nor did the aggregate holding it change")
    }

    /// The same through an aggregate holding the id in two slots: every slot shows the last occurrence, and
    /// an aggregate that ends unchanged notifies nobody.
    func testAnAggregateEndingUnchangedThroughARepeatedIDNotifiesNobody() {
        let aggregate = store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "x", title: "X"), Book(id: "x", title: "X")]))
        let aggregateRecorder = record(aggregate)
        let bookRecorder = record(store.find(Book.self, id: "x")!)
        store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "x", title: "changed"), Book(id: "x", title: "X")]))
        drain()
        XCTAssertEqual(aggregate.value.books.map(\.title), ["X", "X"])
        XCTAssertEqual(aggregateRecorder.count, 0)
        XCTAssertEqual(bookRecorder.count, 0)
    }
}
