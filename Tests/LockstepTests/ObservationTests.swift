import Foundation
import Observation
import XCTest
@testable import Lockstep

/// `EntityObserver` is `Observable`: reading `value` (or `isRemoved`) inside `withObservationTracking`,
/// `Observations` or a SwiftUI `body` tracks it; each accepted change is one mutation, announced on the store's
/// queue; rejected and no-op writes announce nothing.
final class ObservationTests: StoreTestCase {
    /// Counts the changes `withObservationTracking` reports for one read of `read`, re-arming after each.
    final class ChangeCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var changes: [Bool] = []
        private let key = DispatchSpecificKey<Bool>()

        init(queue: DispatchQueue) {
            queue.setSpecific(key: key, value: true)
        }

        var count: Int { lock.withLock { changes.count } }
        var allOnQueue: Bool { lock.withLock { changes.allSatisfy { $0 } } }

        func track(_ read: @escaping @Sendable () -> Void) {
            withObservationTracking(read) { [self] in
                lock.withLock { changes.append(DispatchQueue.getSpecific(key: key) == true) }
                track(read)
            }
        }
    }

    func testAReadIsTrackedAndEachWriteIsOneChangeOnTheStoresQueue() {
        let observer = store.store(entity: Book(id: "b", title: "v0"), modifiedAt: 1)
        let counter = ChangeCounter(queue: queue)
        let tracked = UncheckedSendable(observer)
        counter.track { _ = tracked.value.value }

        store.update(Book.self, id: "b") { $0.title = "v1" }
        drain()
        XCTAssertEqual(counter.count, 1)
        store.store(entity: Book(id: "b", title: "stale"), modifiedAt: 0)
        store.store(entity: Book(id: "b", title: "v1"))
        drain()
        XCTAssertEqual(counter.count, 1, "a stale write and a no-op announce nothing")
        store.transaction {
            store.update(Book.self, id: "b") { $0.title = "v2" }
            store.update(Book.self, id: "b") { $0.title = "v3" }
        }
        drain()
        XCTAssertEqual(counter.count, 2, "a transaction is one change")
        XCTAssertTrue(counter.allOnQueue, "announced on the store's queue")
        XCTAssertEqual(observer.value.title, "v3")
    }

    func testAnAggregateReadIsTrackedWhenANestedEntityChanges() {
        let observer = store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: []))
        let counter = ChangeCounter(queue: queue)
        let tracked = UncheckedSendable(observer)
        counter.track { _ = tracked.value.value.author.name }
        store.update(Author.self, id: 1) { $0.name = "B" }
        drain()
        XCTAssertEqual(counter.count, 1)
    }

    func testALiveListReadIsTrackedAndChangesOnlyWhenTheListDoes() {
        let unread = store.entities(Feed.Post.self, where: { !$0.isRead })
        let counter = ChangeCounter(queue: queue)
        let tracked = UncheckedSendable(unread)
        counter.track { _ = tracked.value.value.count }
        store.store(entity: Feed.Post(id: 1, date: 1))
        store.store(entity: Feed.Post(id: 2, date: 2, isRead: true))
        drain()
        XCTAssertEqual(counter.count, 1, "a read post is not in the list: no change")
        store.remove(Feed.Post.self, id: 1)
        drain()
        XCTAssertEqual(counter.count, 2)
        XCTAssertTrue(counter.allOnQueue)
    }

    func testARemovalIsAChangeAndIsRemovedIsTracked() {
        let observer = store.store(entity: Book(id: "b", title: "v0"))
        let valueReader = ChangeCounter(queue: queue)
        let removedReader = ChangeCounter(queue: queue)
        let tracked = UncheckedSendable(observer)
        valueReader.track { _ = tracked.value.value }
        removedReader.track { _ = tracked.value.isRemoved }
        store.remove(Book.self, id: "b")
        drain()
        XCTAssertEqual(valueReader.count, 1)
        XCTAssertEqual(removedReader.count, 1)
        XCTAssertTrue(observer.isRemoved)
    }

    func testObservationsYieldsTheValueAndItsChanges() async {
        let observer = store.store(entity: Book(id: "b", title: "v0"))
        let tracked = UncheckedSendable(observer)
        let titles = Observations { tracked.value.value.title }
        var iterator = titles.makeAsyncIterator()
        let first = await iterator.next()
        XCTAssertEqual(first, "v0")
        store.update(Book.self, id: "b") { $0.title = "v1" }
        drain()
        let second = await iterator.next()
        XCTAssertEqual(second, "v1")
    }

    /// Observation tracking and writes from other threads at once (run under Thread Sanitizer in CI).
    func testTrackingAndWritesFromOtherThreadsAtOnce() {
        let observer = store.store(entity: Counter(id: 1, count: 0))
        let counter = ChangeCounter(queue: queue)
        let tracked = UncheckedSendable(observer)
        let store = UncheckedSendable(self.store!)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            if worker % 2 == 0 {
                for _ in 0..<200 {
                    counter.track { _ = tracked.value.value.count }
                    _ = tracked.value.isRemoved
                }
            } else {
                for step in 1...200 {
                    store.value.update(Counter.self, id: 1) { $0.count = worker * 1_000 + step }
                }
            }
        }
        drain()
        XCTAssertGreaterThan(counter.count, 0)
        XCTAssertTrue(counter.allOnQueue)
    }
}
