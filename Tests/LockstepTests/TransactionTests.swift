import XCTest
@testable import Lockstep

/// `transaction { }`: writes applied in order, each observer notified once afterwards.
final class TransactionTests: StoreTestCase {
    func testEveryObserverIsNotifiedOnceWithTheFinalValueAfterTheBody() {
        let aggregate = store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "x", title: "X")]))
        let aggregateRecorder = record(aggregate)
        let bookRecorder = record(store.find(Book.self, id: "x")!)

        store.transaction {
            store.update(Author.self, id: 1) { $0.name = "A2" }
            store.update(Book.self, id: "x") { $0.title = "X2" }
            store.update(Book.self, id: "x") { $0.title = "X3" }
            XCTAssertEqual(aggregate.value.books.first?.title, "X3", "writes are visible at once")
            drain()
            XCTAssertEqual(aggregateRecorder.count, 0, "nothing is delivered before the body returns")
        }
        drain()

        XCTAssertEqual(aggregateRecorder.values, [AuthorBooks(author: Author(id: 1, name: "A2"), books: [Book(id: "x", title: "X3")])])
        XCTAssertEqual(bookRecorder.values, [Book(id: "x", title: "X3")])
    }

    func testNestedTransactionsJoinTheOutermostAndAThrowingBodyStillNotifies() {
        struct Failure: Error {}
        let observer = store.store(entity: Book(id: "x", title: "X"))
        let recorder = record(observer)

        XCTAssertThrowsError(try store.transaction {
            store.transaction {
                store.update(Book.self, id: "x") { $0.title = "inner" }
            }
            drain()
            XCTAssertEqual(recorder.count, 0)
            store.update(Book.self, id: "x") { $0.title = "outer" }
            throw Failure()
        })
        drain()
        XCTAssertEqual(recorder.values.map(\.title), ["outer"])
    }

    func testATransactionReturnsTheBodysResult() {
        let value = store.transaction { 42 }
        XCTAssertEqual(value, 42)
    }

    func testAnotherThreadsWritesAreNotHeldByThisThreadsTransaction() {
        let observer = store.store(entity: Book(id: "x", title: "X"))
        let recorder = record(observer)
        store.transaction {
            let done = DispatchSemaphore(value: 0)
            Thread.detachNewThread { [store] in
                store!.update(Book.self, id: "x") { $0.title = "other thread" }
                done.signal()
            }
            done.wait()
            drain()
            XCTAssertEqual(recorder.values.map(\.title), ["other thread"])
        }
    }
}
