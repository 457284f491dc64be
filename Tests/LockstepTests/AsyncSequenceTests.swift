import Foundation
import XCTest
@testable import Lockstep

/// `EntityObserver.values`: the current value, then every change; cancelling unsubscribes.
final class AsyncSequenceTests: StoreTestCase {
    func testValuesYieldsTheCurrentValueThenChanges() async {
        let observer = store.store(entity: Book(id: "b", title: "v0"))
        var iterator = observer.values.makeAsyncIterator()
        let first = await iterator.next()
        XCTAssertEqual(first?.title, "v0")
        store.update(Book.self, id: "b") { $0.title = "v1" }
        store.update(Book.self, id: "b") { $0.title = "v2" }
        let second = await iterator.next()
        let third = await iterator.next()
        XCTAssertEqual([second?.title, third?.title], ["v1", "v2"])
    }

    func testCancellingTheConsumingTaskUnsubscribes() async {
        let observer = store.store(entity: Book(id: "b", title: "v0"))
        let received = expectation(description: "first value")
        let task = Task {
            for await _ in observer.values {
                received.fulfill()
            }
        }
        await fulfillment(of: [received], timeout: 5)
        XCTAssertEqual(observerCount(observer), 1)
        task.cancel()
        await task.value
        XCTAssertEqual(observerCount(observer), 0)
    }

    /// Cancelling a consumer while a writer floods updates used to deadlock: the delivery held the observer's
    /// lock while resuming the consumer, and cancelling ran the termination handler, which waited for it.
    func testCancellingAConsumerWhileAWriterFloodsNeverHangs() async throws {
        let observer = store.store(entity: Counter(id: 1, count: 0))
        let stop = StopFlag()
        let store = UncheckedSendable(self.store!)
        let writer = Thread {
            var count = 0
            while !stop.isSet {
                count += 1
                store.value.update(Counter.self, id: 1) { $0.count = count }
            }
        }
        writer.start()
        defer { stop.set() }
        for round in 0..<60 {
            let started = expectation(description: "round \(round) consumes")
            started.assertForOverFulfill = false
            let task = Task {
                for await _ in observer.values {
                    started.fulfill()
                }
            }
            await fulfillment(of: [started], timeout: 10)
            task.cancel()
            let finished = expectation(description: "round \(round) ends")
            Task {
                await task.value
                finished.fulfill()
            }
            await fulfillment(of: [finished], timeout: 10)
        }
        stop.set()
        // The delivery queue is still alive: a new subscriber gets its first value.
        let alive = expectation(description: "the queue still delivers")
        let subscription = observer.observe { _ in alive.fulfill() }
        await fulfillment(of: [alive], timeout: 10)
        withExtendedLifetime(subscription) {}
    }

    private func observerCount<T>(_ observer: EntityObserver<T>) -> Int {
        observer.store.lock.withLock { observer.node.observers.count }
    }
}

/// A flag set once, read from other threads.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
