import XCTest
@testable import Lockstep

/// `EntityStore.changes` under load: concurrent writers in lock order, a listener that never reads, cancellation.
final class StoreChangesBufferTests: StoreTestCase {
    typealias Writer = Catalog.Writer

    func testEightConcurrentWritersReachOneListenerInTheirOwnOrder() async {
        let writers = 8
        let writes = 250
        let changes = store.changes(bufferingNewest: writers * writes)
        let store = store!
        // Observers are kept: a released entity's entry, pruned by a later write, would add a `released` event.
        let kept = Recorder<EntityObserver<Writer>>()
        DispatchQueue.concurrentPerform(iterations: writers) { thread in
            for index in 0..<writes {
                kept.append(store.store(entity: Writer(id: thread * 10_000 + index, name: "w"), modifiedAt: Double(index)))
            }
        }
        var iterator = changes.makeAsyncIterator()
        var last = [Int](repeating: -1, count: writers)
        var count = 0
        while count < writers * writes, let event = await iterator.next() {
            guard case let .stored(entity, stamp) = event, let id = Int(entity.id) else {
                return XCTFail("unexpected event \(event)")
            }
            // Each writer's own writes come in the order it made them.
            XCTAssertEqual(id % 10_000, last[id / 10_000] + 1)
            XCTAssertEqual(stamp, Double(id % 10_000))
            last[id / 10_000] = id % 10_000
            count += 1
        }
        XCTAssertEqual(count, writers * writes)
        XCTAssertEqual(last, [Int](repeating: writes - 1, count: writers))
        if case let .change(extra) = changes.registration.listener.take() {
            XCTFail("unexpected event \(extra.change)")
        }
        withExtendedLifetime(kept) {}
    }

    func testAListenerThatNeverReadsNeverBlocksAWriteAndLearnsWhatItMissed() async {
        let changes = store.changes(bufferingNewest: 4)
        let unread = store.changes(bufferingNewest: 1)   // never read at all
        // Observers are kept: a released entity's entry, pruned by a later write, would add a `released` event.
        var kept: [EntityObserver<Writer>] = []
        for id in 0..<100 {
            kept.append(store.store(entity: Writer(id: id, name: "w")))
        }
        var iterator = changes.makeAsyncIterator()
        var events: [StoreChange] = []
        for _ in 0..<5 {
            if let event = await iterator.next() { events.append(event) }
        }
        XCTAssertEqual(events, [.dropped(count: 96)] + (96..<100).map { .stored(EntityReference(Writer.self, id: $0), stamp: nil) })
        XCTAssertEqual(events[0].description, "dropped 96 events")
        kept.append(store.store(entity: Writer(id: 100, name: "w")))
        let next = await iterator.next()
        XCTAssertEqual(next, .stored(EntityReference(Writer.self, id: 100), stamp: nil))
        withExtendedLifetime((unread, kept)) {}
    }

    func testAWaitingListenerIsWokenByAWriteOnAnotherThread() async {
        let changes = store.changes
        let store = store!
        let reader = Task { () -> StoreChange? in
            var iterator = changes.makeAsyncIterator()
            return await iterator.next()
        }
        Thread { _ = store.store(entity: Catalog.bob) }.start()
        let event = await reader.value
        XCTAssertEqual(event, .stored(EntityReference(Writer.self, id: 2), stamp: nil))
    }

    func testCancellingTheConsumerEndsTheSequence() async {
        let changes = store.changes
        let reader = Task { () -> Int in
            var count = 0
            for await _ in changes { count += 1 }
            return count
        }
        reader.cancel()
        let count = await reader.value
        XCTAssertEqual(count, 0)
        // Writes after cancellation go on, and the cancelled listener keeps nothing.
        _ = store.store(entity: Catalog.ann)
        if case .change = changes.registration.listener.take() {
            XCTFail("a cancelled listener kept an event")
        }
    }
}
