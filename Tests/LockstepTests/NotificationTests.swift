import XCTest
@testable import Lockstep

/// Semantics 4 and 10: one notification per observer per call, on the store's queue, first value at once.
final class NotificationTests: StoreTestCase {
    func testTheFirstValueIsDeliveredAtSubscriptionOnTheStoresQueue() {
        let key = DispatchSpecificKey<String>()
        queue.setSpecific(key: key, value: "store queue")
        let observer = store.store(entity: Book(id: "b", title: "T"))
        let delivered = expectation(description: "first value")
        let subscription = observer.observe { book in
            XCTAssertEqual(DispatchQueue.getSpecific(key: key), "store queue")
            XCTAssertEqual(book.title, "T")
            delivered.fulfill()
        }
        wait(for: [delivered], timeout: 5)
        withExtendedLifetime(subscription) {}
    }

    func testOneStoreCallNotifiesEachObserverOnceWithTheFinalValue() {
        let observer = store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "x", title: "X"), Book(id: "y", title: "Y")]))
        let recorder = record(observer)

        store.store(entity: AuthorBooks(author: Author(id: 1, name: "A2"), books: [Book(id: "x", title: "X2"), Book(id: "y", title: "Y2")]))
        drain()

        XCTAssertEqual(recorder.values, [AuthorBooks(author: Author(id: 1, name: "A2"), books: [Book(id: "x", title: "X2"), Book(id: "y", title: "Y2")])])
    }

    func testStoringAnEqualValueNotifiesNobody() {
        let observer = store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "x", title: "X")]))
        let aggregate = record(observer)
        let book = record(store.find(Book.self, id: "x")!)

        store.store(entity: Book(id: "x", title: "X"))
        store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "x", title: "X")]))
        store.update(Author.self, id: 1) { _ in }
        drain()

        XCTAssertEqual(aggregate.count, 0)
        XCTAssertEqual(book.count, 0)
    }

    func testNonEquatableValuesNotifyOnEveryAcceptedWrite() {
        let observer = store.store(entity: Counter(id: 1, count: 0))
        let recorder = record(observer)
        store.store(entity: Counter(id: 1, count: 0))
        store.update(Counter.self, id: 1) { $0.count += 1 }
        drain()
        XCTAssertEqual(recorder.values.map(\.count), [0, 1])
    }

    func testAStoredCollectionIsObservedAsOneValue() {
        let observer = store.store(entities: [Book(id: "a", title: "A"), Book(id: "b", title: "B")])
        let recorder = record(observer)

        store.update(Book.self, id: "b") { $0.title = "B2" }
        drain()

        XCTAssertEqual(recorder.values.map { $0.map(\.title) }, [["A", "B2"]])
    }

    func testNoNotificationAfterUnsubscribeReturns() {
        let observer = store.store(entity: Book(id: "b", title: "T"))
        let recorder = record(observer)
        // Block the queue so the change is queued before unsubscribing.
        let gate = DispatchSemaphore(value: 0)
        queue.async { gate.wait() }
        store.update(Book.self, id: "b") { $0.title = "T2" }
        recorder.subscription?.unsubscribe()
        gate.signal()
        drain()
        XCTAssertEqual(recorder.count, 0)
    }

    func testReleasingTheSubscriptionStopsNotifications() {
        let observer = store.store(entity: Book(id: "b", title: "T"))
        let recorder = record(observer)
        recorder.subscription = nil
        store.update(Book.self, id: "b") { $0.title = "T2" }
        drain()
        XCTAssertEqual(recorder.count, 0)
        XCTAssertTrue(observer.node.observers.isEmpty)
    }

    func testTheDefaultQueueIsMain() {
        let store = EntityStore()
        XCTAssertEqual(store.queue.label, DispatchQueue.main.label)
    }
}
