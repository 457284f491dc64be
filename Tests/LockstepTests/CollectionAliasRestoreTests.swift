import XCTest
@testable import Lockstep

/// Storing the same collection under an alias again changes nothing, so it notifies nobody.
final class CollectionAliasRestoreTests: StoreTestCase {
    func testStoringTheSameCollectionAgainNotifiesNobody() {
        store.store(entities: [Book(id: "a", title: "A"), Book(id: "b", title: "B")], named: .shelf)
        let recorder = record(store.find(named: AliasKey<[Book]>.shelf))
        store.store(entities: [Book(id: "a", title: "A"), Book(id: "b", title: "B")], named: .shelf)
        drain()
        XCTAssertEqual(recorder.count, 0)
        store.store(entities: [Book(id: "b", title: "B"), Book(id: "a", title: "A")], named: .shelf)
        drain()
        XCTAssertEqual(recorder.values.map { $0?.map(\.id) }, [["b", "a"]], "a new order is a change")
    }

    func testStoringAnEmptyCollectionAgainNotifiesNobody() {
        store.store(entities: [Book](), named: .shelf)
        let recorder = record(store.find(named: AliasKey<[Book]>.shelf))
        store.store(entities: [Book](), named: .shelf)
        drain()
        XCTAssertEqual(recorder.count, 0)
    }

    /// Found by RandomizedModelTests (seed 281303017, step 1566): re-storing an equal list under a collection
    /// alias notified its observers with the unchanged value.
    func testStoringAnEqualListUnderACollectionAliasNotifiesNobody() {
        for books in [[Book(id: "b4", title: "C")], []] {
            _ = store.store(entities: books, named: .shelf)
            let recorder = record(store.find(named: AliasKey<[Book]>.shelf))
            _ = store.store(entities: books, named: .shelf)
            drain()
            XCTAssertEqual(recorder.count, 0, "an equal value notifies nobody: \(books.isEmpty ? "empty" : "non-empty") list")
        }
    }
}
