import Foundation
import XCTest
@testable import Lockstep

/// Rules 4 and 10 of Docs/Design.md: one notification per observer per call, on the store's queue, first value at once.
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

    /// A notification waiting on the queue is never joined by a later write's: the entity it was queued for may be
    /// gone by then (its last holder let it go), and the later write's value is delivered on its own, in order.
    func testALaterWriteDoesNotJoinANotificationWhoseEntityIsGone() {
        let goneRecorder = record(store.store(entity: Book(id: "gone", title: "G")))
        let kept = store.store(entity: Book(id: "kept", title: "K"))
        let keptRecorder = record(kept)
        queue.suspend()
        store.update(Book.self, id: "gone") { $0.title = "G2" }
        goneRecorder.subscription?.unsubscribe()
        goneRecorder.subscription = nil
        XCTAssertNil(store.find(Book.self, id: "gone"), "nothing holds it while its notification waits")
        store.update(Book.self, id: "kept") { $0.title = "K2" }
        queue.resume()
        drain()
        XCTAssertEqual(goneRecorder.values.map(\.title), [], "unsubscribed before its notification was delivered")
        XCTAssertEqual(keptRecorder.values.map(\.title), ["K2"])
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

    func testNonEquatableValuesNotifyOnEveryWriteThatChangesABit() {
        let observer = store.store(entity: Counter(id: 1, count: 0))
        let recorder = record(observer)
        store.store(entity: Counter(id: 1, count: 0))   // bitwise identical: a no-op
        store.update(Counter.self, id: 1) { $0.count += 1 }
        store.store(entity: Counter(id: 1, count: 1))   // identical again
        store.store(entity: Counter(id: 1, count: 2))
        drain()
        XCTAssertEqual(recorder.values.map(\.count), [1, 2])
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
        XCTAssertEqual(store.deliveries.queue.label, DispatchQueue.main.label)
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
