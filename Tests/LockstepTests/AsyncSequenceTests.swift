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

    private func observerCount<T>(_ observer: EntityObserver<T>) -> Int {
        observer.store.lock.withLock { observer.node.observers.count }
    }
}
