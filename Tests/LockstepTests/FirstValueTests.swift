import Foundation
import XCTest
@testable import Lockstep

/// Rule 10: the first value is delivered before `observe` returns when `observe` is called on the store's queue,
/// so that a screen never renders a frame without it; from another thread it is delivered through the queue,
/// and `observe` never waits for the queue.
final class FirstValueTests: StoreTestCase {
    func testObservingOnTheStoresQueueDeliversTheFirstValueBeforeReturning() {
        let observer = store.store(entity: Book(id: "b", title: "T"))
        let recorder = Recorder<Book>()
        queue.sync {
            recorder.subscription = observer.observe { recorder.append($0) }
            XCTAssertEqual(recorder.values.map(\.title), ["T"], "delivered before observe returned")
        }
        store.update(Book.self, id: "b") { $0.title = "T2" }
        drain()
        XCTAssertEqual(recorder.values.map(\.title), ["T", "T2"], "then every change, once")
    }

    /// A store gone from a queue leaves nothing there by which a later store could take that queue for its own:
    /// the memory of the first store's marks is reused by the next, so a mark left behind would match.
    func testAStoreReleasedFromAQueueLeavesNoMarkThatALaterStoreTakesForItsOwn() {
        let shared = DispatchQueue(label: "lockstep.tests.shared")
        var mistaken = 0
        for _ in 0..<200 {
            do { _ = EntityStore(queue: shared) }
            let other = EntityStore(queue: DispatchQueue(label: "lockstep.tests.other"))
            if shared.sync(execute: { other.deliveries.canDeliverSynchronously }) {
                mistaken += 1
            }
        }
        XCTAssertEqual(mistaken, 0, "rounds where code on another store's queue was taken for this store's")
    }

    func testTheMainQueueStoreDeliversAtOnceOnTheMainThread() throws {
        try XCTSkipUnless(Thread.isMainThread, "tests run on the main thread here")
        let store = EntityStore()
        let observer = store.store(entity: Book(id: "b", title: "T"))
        var delivered: [String] = []
        let subscription = observer.observe { delivered.append($0.title) }
        XCTAssertEqual(delivered, ["T"])
        withExtendedLifetime(subscription) {}
    }

    func testObservingFromAnotherThreadNeverWaitsForTheQueue() {
        let observer = store.store(entity: Book(id: "b", title: "T"))
        let queueIsBlocked = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        queue.async {
            queueIsBlocked.signal()
            release.wait()
        }
        queueIsBlocked.wait()
        let recorder = Recorder<Book>()
        let returned = expectation(description: "observe returned while the queue is busy")
        DispatchQueue.global().async {
            recorder.subscription = observer.observe { recorder.append($0) }
            returned.fulfill()
        }
        wait(for: [returned], timeout: 10)
        XCTAssertEqual(recorder.count, 0, "not delivered while the queue is busy")
        release.signal()
        drain()
        XCTAssertEqual(recorder.values.map(\.title), ["T"])
    }

    func testAValueDeliveredAtOnceIsNeverFollowedByAnOlderOne() {
        let observer = store.store(entity: Book(id: "b", title: "0"))
        let recorder = Recorder<Book>()
        queue.sync {
            // Writes whose deliveries are still waiting for this very queue.
            store.update(Book.self, id: "b") { $0.title = "1" }
            recorder.subscription = observer.observe { recorder.append($0) }
        }
        store.update(Book.self, id: "b") { $0.title = "2" }
        drain()
        XCTAssertEqual(recorder.values.map(\.title), ["1", "2"])
    }

}
