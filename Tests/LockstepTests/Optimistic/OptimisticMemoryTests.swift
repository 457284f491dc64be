import XCTest
@testable import Lockstep

/// What a layer holds (replaced values, the entities it made, its body's captures) is released once it ends.
final class OptimisticMemoryTests: StoreTestCase {
    /// A post whose payload counts its live instances.
    struct TrackedPost: Identifiable, Sendable {
        var id: Int
        var text: String
        var payload = ReleaseTests.Payload()
    }

    override func setUp() {
        super.setUp()
        XCTAssertEqual(ReleaseTests.Payload.live.value, 0, "an earlier test left values alive")
    }

    private var livePayloads: Int { ReleaseTests.Payload.live.value }

    override func tearDown() {
        // The store holds what the tests stored: released with it, so that later suites start from none.
        store = nil
        assertEventuallyReleased("the tests' values") { livePayloads == 0 }
        super.tearDown()
    }

    func testEverythingALayerHeldIsReleasedOnceItEnds() {
        let key = AliasKey<[TrackedPost]>(named: "tracked")
        store.store(entities: [TrackedPost(id: 1, text: "a")], named: key)
        let feed = store.find(named: key)
        let subscription = feed.observe { _ in }
        drain()
        XCTAssertEqual(livePayloads, 1)
        for round in 0..<20 {
            let layer = store.optimistic { store in
                store.update(TrackedPost.self, id: 1) { $0 = TrackedPost(id: 1, text: "guess") }
                store.update(named: key) { $0.insert(TrackedPost(id: 100 + round, text: "new"), at: 0) }
            }
            // A server write beneath the layer: the layer is applied again, with new values.
            store.update(TrackedPost.self, id: 1) { $0.text = "server \(round)" }
            if round.isMultiple(of: 2) {
                layer.rollback()
            } else {
                layer.commit { $0.update(TrackedPost.self, id: 1) { $0 = TrackedPost(id: 1, text: "answer \(round)") } }
            }
            drain()
            assertEventuallyReleased("round \(round)'s layer values") { livePayloads == 1 }
        }
        XCTAssertEqual(feed.value?.map(\.text), ["answer 19"])
        store.lock.withLock { state in
            XCTAssertEqual(state.optimistic?.journal.isBaseEmpty, true)
            XCTAssertNil(state.node(TrackedPost.self, id: 100))
        }
        withExtendedLifetime(subscription) {}
    }

    func testAReleasedHandleAndItsLayerAreReleased() {
        let observer = store.store(entity: TrackedPost(id: 1, text: "a"))
        weak var weakHandle: OptimisticUpdate?
        do {
            let handle = store.optimistic { $0.update(TrackedPost.self, id: 1) { $0 = TrackedPost(id: 1, text: "b") } }
            weakHandle = handle
            XCTAssertEqual(livePayloads, 2)
        }
        drain()
        XCTAssertNil(weakHandle)
        assertEventuallyReleased("the layer's value") { livePayloads == 1 }
        XCTAssertEqual(observer.value.text, "a")
    }
}
