import Dispatch
import Foundation
import Observation
import XCTest
@testable import Lockstep

/// Liveness (rule 8, rule 13): a node is held when something outside the store references it (its registry entry
/// is not uniquely referenced), and alive while it or a parent is. A cycle of two entities held by one kind of
/// holder only stays findable while it is held, and is released (`find` returns nil, no value of it left alive) as
/// soon as that holder goes.
final class LivenessTests: StoreTestCase {
    /// Counts its live instances, so that a test sees whether a released cycle's values are gone too.
    final class Payload: Sendable {
        static let live = ReleaseTests.Counter()

        init() { Self.live.add(1) }

        deinit { Self.live.add(-1) }
    }

    /// A person whose friends are people: storing `pair(1, 2)` makes a cycle of two.
    struct Member: Aggregate, Sendable {
        var id: Int
        var name = ""
        var friends: [Member] = []
        var payload = Payload()
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.friends)] }
    }

    /// An entity outside the cycle holding one of its members.
    struct Club: Aggregate, Sendable {
        var id: Int
        var member: Member
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.member)] }
    }

    /// Member `first` holding member `second`, who holds `first` back.
    static func pair(_ first: Int, _ second: Int) -> Member {
        Member(id: first, friends: [Member(id: second, friends: [Member(id: first)])])
    }

    override func setUp() {
        super.setUp()
        XCTAssertEqual(Payload.live.value, 0, "an earlier test left values alive")
    }

    /// Whether something outside the store holds the node of member `id` (not through a parent), read from its
    /// registry entry without taking a reference to it.
    func isHeld(_ id: Int) -> Bool? {
        store.lock.withLock { state in
            state.table(for: Member.self).positions[id].map { state.registry.isHeld(at: Int($0)) }
        }
    }

    func assertFindable(_ ids: [Int], file: StaticString = #filePath, line: UInt = #line) {
        for id in ids {
            XCTAssertEqual(store.find(Member.self, id: id)?.value.id, id, "member \(id) is held", file: file, line: line)
        }
    }

    func assertReleased(_ ids: [Int], file: StaticString = #filePath, line: UInt = #line) {
        for id in ids {
            XCTAssertNil(store.find(Member.self, id: id), "member \(id) is held by nothing", file: file, line: line)
        }
        drain()
        XCTAssertEqual(store.lock.withLock { $0.table(for: Member.self).liveCount }, 0, "no node left", file: file, line: line)
        XCTAssertEqual(Payload.live.value, 0, "no value left", file: file, line: line)
    }

    func testObserversCopiesSubscriptionsAndFoundObserversHoldTheirNode() {
        do {
            let observer = store.store(entity: Self.pair(1, 2))
            XCTAssertEqual(isHeld(1), true, "the stored observer")
            XCTAssertEqual(isHeld(2), false, "held by a slot of member 1 only: alive through its parent")
            let copies = [observer, observer, observer]
            let subscription = copies[1].observe { _ in }
            var found = store.find(Member.self, id: 2)
            XCTAssertEqual(isHeld(2), true, "an observer `find` hands out holds its node")
            found = nil
            XCTAssertEqual(isHeld(2), false)
            subscription.unsubscribe()
            XCTAssertEqual(isHeld(1), true)
            withExtendedLifetime((observer, copies, found)) {}
        }
        XCTAssertEqual(isHeld(1), false, "every copy gone")
        assertReleased([1, 2])
    }

    /// Every kind of observer holds its node the same way: a plain entity's, an aggregate's, a collection's and
    /// an alias's.
    func testEveryKindOfObserverHoldsItsNode() {
        do {
            let book = store.store(entity: Book(id: "b", title: "T"))
            let member = store.store(entity: Member(id: 1))
            let alias = store.find(named: AliasKey<Book>(named: "favourite"))
            let shelf = store.store(entities: [Book(id: "c", title: "T")])
            XCTAssertEqual(shelf.value.map(\.id), ["c"], "read: its node is registered")
            XCTAssertEqual(isHeld(1), true)
            XCTAssertEqual(store.lock.withLock { state in state.table(for: Book.self).positions["b"].map { state.registry.isHeld(at: Int($0)) } }, true)
            XCTAssertEqual(store.lock.withLock { state in state.registry.isHeld(at: shelf.node.registryIndex) }, true)
            withExtendedLifetime((book, member, alias, shelf)) {}
        }
        XCTAssertEqual(isHeld(1), false)
        assertReleased([1])
    }

    func testACopyOfAnObserverHoldsTheCycleAfterTheOriginalIsGone() {
        var copy: EntityObserver<Member>?
        do {
            let original = store.store(entity: Self.pair(1, 2))
            copy = original
        }
        assertFindable([1, 2])
        XCTAssertEqual(isHeld(1), true)
        XCTAssertNotNil(copy)
        copy = nil
        assertReleased([1, 2])
    }

    func testASubscriptionAloneHoldsTheCycle() {
        var subscription: Subscription?
        do {
            subscription = store.store(entity: Self.pair(1, 2)).observe { _ in }
        }
        drain()
        assertFindable([1, 2])
        XCTAssertEqual(isHeld(1), true, "by the subscription")
        XCTAssertNotNil(subscription)
        subscription = nil
        assertReleased([1, 2])
    }

    func testAnUnsubscribedSubscriptionHoldsNothing() {
        let subscription = store.store(entity: Self.pair(1, 2)).observe { _ in }
        drain()
        assertFindable([1, 2])
        subscription.unsubscribe()
        assertReleased([1, 2])
        withExtendedLifetime(subscription) {}
    }

    func testAnAliasAloneHoldsTheCycle() {
        let key = AliasKey<Member>(named: "pair")
        store.store(entity: Self.pair(1, 2), named: key)
        assertFindable([1, 2])
        XCTAssertEqual(isHeld(1), false, "an alias holds through its node's slot: alive through its parent")
        store.removeAlias(named: key)
        assertReleased([1, 2])
    }

    func testAParentOutsideTheCycleHoldsIt() {
        var club: EntityObserver<Club>? = store.store(entity: Club(id: 9, member: Self.pair(1, 2)))
        assertFindable([1, 2])
        XCTAssertEqual([isHeld(1), isHeld(2)], [false, false], "held through the club's slot only")
        XCTAssertTrue(store.update(Member.self, id: 2) { $0.name = "changed" })
        XCTAssertEqual(club?.value.member.friends.first?.name, "changed", "the club follows the cycle")
        club = nil
        assertReleased([1, 2])
    }

    func testAChangeBeingAnnouncedToObservationHoldsNoEntity() {
        let store = self.store!
        var member: EntityObserver<Member>? = store.store(entity: Member(id: 1))
        let announced = ReleaseTests.Counter(), found = ReleaseTests.Counter()
        withObservationTracking { _ = member?.value } onChange: {
            // Runs while the change is announced, on the store's queue.
            announced.add(1)
            found.add(store.find(Member.self, id: 1) == nil ? 0 : 1)
        }
        let gate = DispatchSemaphore(value: 0)
        queue.async { gate.wait() }
        XCTAssertTrue(store.update(Member.self, id: 1) { $0.name = "changed" })
        member = nil
        gate.signal()
        drain()
        XCTAssertEqual(announced.value, 1, "Observation heard the change")
        XCTAssertEqual(found.value, 0, "member 1 is found while its change is announced, though nothing holds it")
        assertReleased([1])
    }

    func testAnUnreadCollectionObserverHoldsItsElementsCycles() {
        var page: EntityObserver<[Member]>? = store.store(entities: [Self.pair(1, 2), Self.pair(3, 4)])
        assertFindable([1, 2, 3, 4])
        XCTAssertEqual([isHeld(1), isHeld(3)], [true, true], "held by the unread page, until it is read")
        XCTAssertNotNil(page)
        page = nil
        assertReleased([1, 2, 3, 4])
    }

    func testAReadCollectionObserverHoldsItsElementsThroughSlots() {
        var page: EntityObserver<[Member]>? = store.store(entities: [Self.pair(1, 2)])
        XCTAssertEqual(page?.value.map(\.id), [1])
        XCTAssertEqual(isHeld(1), false, "read: the page's node is the element's parent")
        assertFindable([1, 2])
        page = nil
        assertReleased([1, 2])
    }

    func testAConsumedValuesStreamHoldsTheCycleUntilItsTaskIsCancelled() async {
        let first = expectation(description: "the first value reached the consumer")
        let change = expectation(description: "the change reached the consumer")
        let task: Task<Void, Never>
        do {
            let stream = store.store(entity: Self.pair(1, 2)).values
            task = Task {
                for await member in stream {
                    if member.friends.first?.name == "changed" { change.fulfill() } else { first.fulfill() }
                }
            }
        }
        await fulfillment(of: [first], timeout: 30)
        assertFindable([1, 2])
        XCTAssertEqual(isHeld(1), true, "by the stream's subscription")
        XCTAssertTrue(store.update(Member.self, id: 2) { $0.name = "changed" })
        await fulfillment(of: [change], timeout: 30)
        task.cancel()
        await task.value
        assertReleased([1, 2])
    }

    /// Observers found, copied and dropped on many threads at once: the cycle stays findable while held, and goes
    /// once the last holder does.
    func testHoldsTakenAndGivenBackOnManyThreadsBalance() {
        var observer: EntityObserver<Member>? = store.store(entity: Self.pair(1, 2))
        let store = self.store!
        let misses = ReleaseTests.Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<500 {
                guard let found = store.find(Member.self, id: 1 + (thread + round) % 2) else {
                    misses.add(1)
                    continue
                }
                let copies = [found, found]
                if round % 50 == 0 {
                    let subscription = copies[1].observe { _ in }
                    subscription.unsubscribe()
                }
                withExtendedLifetime(copies) {}
            }
        }
        drain()
        XCTAssertEqual(misses.value, 0, "the cycle stayed findable while the stored observer held it")
        XCTAssertEqual([isHeld(1), isHeld(2)], [true, false], "only the stored observer still holds")
        XCTAssertNotNil(observer)
        observer = nil
        assertReleased([1, 2])
    }
}
