import Foundation
import XCTest
@testable import Lockstep

/// Deliveries keep write order on any queue, a concurrent one included.
final class DeliveryOrderTests: StoreTestCase {
    func testWritesWaitingForTheQueueAreDeliveredInWriteOrderEachWithItsOwnValue() {
        let first = store.store(entity: Book(id: "b", title: "b0"))
        let second = store.store(entity: Book(id: "c", title: "c0"))
        let author = store.store(entity: Author(id: 1, name: "a0"))
        let log = Recorder<String>()
        let subscriptions = [
            first.observe(onChange: { log.append("b:\($0.title)") }, onRemove: { log.append("b removed") }),
            second.observe { log.append("c:\($0.title)") },
            author.observe { log.append("a:\($0.name)") },
        ]
        drain()
        log.reset()

        queue.sync {
            // Every write here waits for this very queue: notifications of two types wait together, each with
            // the value of its own write, a removal among them.
            store.update(Book.self, id: "b") { $0.title = "b1" }
            store.update(Book.self, id: "c") { $0.title = "c1" }
            store.update(Author.self, id: 1) { $0.name = "a1" }
            store.update(Book.self, id: "b") { $0.title = "b2" }
            store.store(entities: [Book(id: "b", title: "b3"), Book(id: "c", title: "c2")])
            store.remove(Book.self, id: "b")
            store.update(Book.self, id: "c") { $0.title = "c3" }
        }
        drain()

        XCTAssertEqual(log.values, ["b:b1", "c:c1", "a:a1", "b:b2", "b:b3", "c:c2", "b removed", "c:c3"])
        withExtendedLifetime(subscriptions) {}
    }

    func testAConcurrentQueueDeliversInWriteOrder() {
        let queue = DispatchQueue(label: "lockstep.tests.concurrent", attributes: .concurrent)
        let store = EntityStore(queue: queue)
        let observer = store.store(entity: Counter(id: 1, count: 0))
        let recorder = Recorder<Int>()
        recorder.subscription = observer.observe { recorder.append($0.count) }
        for count in 1...5_000 {
            store.update(Counter.self, id: 1) { $0.count = count }
        }
        _ = waitUntil { recorder.values.last == 5_000 }
        let values = recorder.values
        XCTAssertEqual(values, values.sorted(), "no delivery overtakes an earlier one")
        XCTAssertEqual(values.last, 5_000)
    }
}
