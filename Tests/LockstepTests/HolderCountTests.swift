import Dispatch
import Foundation
import XCTest
@testable import Lockstep

/// The holders the store counts for the cycle collector (`NodeBase.holders`): a cycle of two entities held by one
/// kind of holder only stays findable while it is held, and is released (`find` returns nil, no value of it left
/// alive) as soon as that holder goes. A holder counted once too few would release the cycle too early; once too
/// many, never.
final class HolderCountTests: StoreTestCase {
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

    /// The holders the store counts on the live node of member `id`, read without checking its cycle.
    func holders(of id: Int) -> Int? {
        store.lock.withLock { state in state.table(for: Member.self).node(for: id)?.holderCount(in: state) }
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
        XCTAssertEqual(store.lock.withLock { store.table(for: Member.self).liveCount }, 0, "no node left", file: file, line: line)
        XCTAssertEqual(Payload.live.value, 0, "no value left", file: file, line: line)
    }

    func testObserversAndTheirCopiesAreCountedOnceEach() {
        do {
            let observer = store.store(entity: Self.pair(1, 2))
            XCTAssertEqual(holders(of: 1), 1, "the stored observer")
            XCTAssertEqual(holders(of: 2), 0, "held by a slot of member 1: parent links show it, no holder")
            let copies = [observer, observer, observer]
            XCTAssertEqual(holders(of: 1), 1, "copies share their observer's hold")
            let subscription = copies[1].observe { _ in }
            XCTAssertEqual(holders(of: 1), 1, "a subscription shares its observer's hold")
            var found = store.find(Member.self, id: 2)
            XCTAssertEqual(holders(of: 2), 1, "each observer `find` hands out is a holder")
            found = nil
            XCTAssertEqual(holders(of: 2), 0)
            subscription.unsubscribe()
            XCTAssertEqual(holders(of: 1), 1)
            withExtendedLifetime((observer, copies, found)) {}
        }
        XCTAssertEqual(holders(of: 1), 0, "every copy gone")
        assertReleased([1, 2])
    }

    /// Only what a decision is about is counted: an aggregate's node (a cycle member or not) and an alias's node
    /// (forgotten once empty and unobserved). A plain entity and a collection observer cost no holder.
    func testOnlyObserversOfAggregatesAndAliasesHoldACountedHold() {
        do {
            let book = store.store(entity: Book(id: "b", title: "T"))
            let shelf = store.store(entities: [Book(id: "c", title: "T")])
            let member = store.store(entity: Member(id: 1))
            let alias = store.find(named: AliasKey<Book>(named: "favourite"))
            XCTAssertNil(book.holder)
            XCTAssertNil(store.find(Book.self, id: "b")?.holder)
            XCTAssertNil(shelf.holder)
            XCTAssertEqual(member.holder.map { ObjectIdentifier($0.node) }, ObjectIdentifier(member.node))
            XCTAssertEqual(alias.holder.map { ObjectIdentifier($0.node) }, ObjectIdentifier(alias.node))
            XCTAssertEqual(store.lock.withLock { [member.node.holders, alias.node.holders, book.node.holders] }, [1, 1, 0])
        }
        assertReleased([1])
    }

    func testACopyOfAnObserverHoldsTheCycleAfterTheOriginalIsGone() {
        var copy: EntityObserver<Member>?
        do {
            let original = store.store(entity: Self.pair(1, 2))
            copy = original
        }
        assertFindable([1, 2])
        XCTAssertEqual(holders(of: 1), 1)
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
        XCTAssertEqual(holders(of: 1), 1, "the subscription's hold, which its observer shared")
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
        XCTAssertEqual(holders(of: 1), 0, "an alias holds through its node's slot: a parent link, not a holder")
        store.removeAlias(named: key)
        assertReleased([1, 2])
    }

    func testAParentOutsideTheCycleHoldsIt() {
        var club: EntityObserver<Club>? = store.store(entity: Club(id: 9, member: Self.pair(1, 2)))
        assertFindable([1, 2])
        XCTAssertEqual([holders(of: 1), holders(of: 2)], [0, 0], "held through the club's slot only")
        XCTAssertTrue(store.update(Member.self, id: 2) { $0.name = "changed" })
        XCTAssertEqual(club?.value.member.friends.first?.name, "changed", "the club follows the cycle")
        club = nil
        assertReleased([1, 2])
    }

    func testAnUnreadCollectionObserverHoldsItsElementsCycles() {
        var page: EntityObserver<[Member]>? = store.store(entities: [Self.pair(1, 2), Self.pair(3, 4)])
        assertFindable([1, 2, 3, 4])
        XCTAssertEqual([holders(of: 1), holders(of: 3)], [1, 1], "one hold per element, until the page is read")
        XCTAssertNotNil(page)
        page = nil
        assertReleased([1, 2, 3, 4])
    }

    func testAReadCollectionObserverHoldsItsElementsThroughSlots() {
        var page: EntityObserver<[Member]>? = store.store(entities: [Self.pair(1, 2)])
        XCTAssertEqual(page?.value.map(\.id), [1])
        XCTAssertEqual(holders(of: 1), 0, "read: the page's node is the element's parent, its hold given back")
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
        XCTAssertEqual(holders(of: 1), 1, "the stream's subscription")
        XCTAssertTrue(store.update(Member.self, id: 2) { $0.name = "changed" })
        await fulfillment(of: [change], timeout: 30)
        task.cancel()
        await task.value
        assertReleased([1, 2])
    }

    /// Past `UInt16.max` holders the count goes on in the store's overflow table, and comes back exactly.
    func testHoldersPastTheNodesOwnCounterAreCountedExactly() {
        var observer: EntityObserver<Member>? = store.store(entity: Self.pair(1, 2))
        var found = (0..<70_000).map { _ in store.find(Member.self, id: 1)! }
        XCTAssertEqual(holders(of: 1), 70_001)
        XCTAssertEqual(store.lock.withLock { state in state.holderOverflow.values.reduce(0, +) }, 70_001 - Int(UInt16.max))
        found.removeLast(60_000)
        XCTAssertEqual(holders(of: 1), 10_001)
        XCTAssertEqual(store.lock.withLock { state in state.holderOverflow.count }, 0, "no overflow left")
        found = []
        XCTAssertEqual(holders(of: 1), 1)
        XCTAssertNotNil(observer)
        observer = nil
        assertReleased([1, 2])
    }

    /// Observers found, copied and dropped on many threads at once: every hold is given back exactly once.
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
        XCTAssertEqual([holders(of: 1), holders(of: 2)], [1, 0], "only the stored observer still holds")
        XCTAssertNotNil(observer)
        observer = nil
        assertReleased([1, 2])
    }
}
