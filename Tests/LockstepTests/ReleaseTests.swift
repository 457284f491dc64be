import Foundation
import XCTest
@testable import Lockstep

/// Rule 13 of Docs/Design.md: an entity is released, and `find` returns nil, as soon as its last holder is gone —
/// while notifications for it are still queued too, and for every level of deep data.
final class ReleaseTests: StoreTestCase {
    /// A number guarded by a lock.
    final class Counter: @unchecked Sendable {
        // @unchecked Sendable: `count` is only touched with `lock` held.
        private let lock = NSLock()
        private var count = 0

        var value: Int { lock.withLock { count } }

        func add(_ amount: Int) {
            lock.withLock { count += amount }
        }
    }

    /// Counts its live instances, so that a test sees exactly which values are still alive.
    final class Payload: Sendable {
        static let live = Counter()

        init() { Self.live.add(1) }

        deinit { Self.live.add(-1) }
    }

    struct Tracked: Identifiable, Sendable {
        var id: Int
        var name: String
        var payload = Payload()
    }

    struct Holder: Aggregate, Sendable {
        var id: Int
        var tracked: Tracked
        var others: [Tracked]
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.tracked), .init(\.others)] }
    }

    override func setUp() {
        super.setUp()
        XCTAssertEqual(Payload.live.value, 0, "an earlier test left values alive")
    }

    func testAnEntityIsReleasedAsSoonAsItsLastHolderGoesWhateverIsQueued() {
        let rounds = 1_000
        for round in 0..<rounds {
            let id = round * 4
            let alias = AliasKey<Tracked>(named: "round \(round)")
            // The round's notifications stay queued until it is checked: none is being delivered meanwhile.
            queue.suspend()
            do {
                let holder = store.store(entity: Holder(id: id, tracked: Tracked(id: id, name: "a"), others: [Tracked(id: id + 1, name: "b")]))
                let subscription = holder.observe { _ in }
                let tracked = store.find(Tracked.self, id: id)!
                let values = tracked.values
                XCTAssertEqual(tracked.value.name, "a")
                store.store(entity: Tracked(id: id + 2, name: "c"), named: alias)
                store.transaction {
                    store.update(Tracked.self, id: id) { $0.name = "a2" }
                    store.store(entity: Tracked(id: id + 3, name: "d"))
                }
                store.update(Holder.self, id: id) { $0.others[0].name = "b2" }
                XCTAssertEqual(holder.value.tracked.name, "a2")
                XCTAssertEqual(store.find(Tracked.self, id: id + 2)?.value.name, "c", "the alias holds it")
                withExtendedLifetime((holder, subscription, values)) {}
            }
            store.removeAlias(named: alias)
            // Not drained: the notifications of this round are still queued.
            XCTAssertNil(store.find(Holder.self, id: id), "round \(round)")
            for member in id..<id + 4 {
                XCTAssertNil(store.find(Tracked.self, id: member), "round \(round), entity \(member)")
            }
            queue.resume()
        }
        XCTAssertEqual(store.lock.withLock { $0.table(for: Tracked.self).liveCount }, 0, "no node is alive")
        XCTAssertEqual(store.lock.withLock { $0.table(for: Holder.self).liveCount }, 0)
        drain()
        XCTAssertEqual(Payload.live.value, 0, "every value is freed once delivered")
    }

    func testEveryLevelOfATenThousandDeepChainIsReleasedWithTheRootsLastHolder() {
        let depth = 10_000
        queue.suspend()
        do {
            let root = store.store(entity: DeepDataTests.chain(depth: depth))
            let subscription = root.observe { _ in }
            store.update(DeepDataTests.Level.self, id: depth - 1) { $0.payload = 1 }
            XCTAssertEqual(store.find(DeepDataTests.Level.self, id: depth - 1)?.value.payload, 1)
            XCTAssertEqual(root.value.id, 0)
            // Stored again: every level's slots are replaced, in a write that reached deep data.
            store.store(entity: DeepDataTests.chain(depth: depth))
            withExtendedLifetime((root, subscription)) {}
        }
        // Not drained: the update's notification is still queued.
        for id in 0..<depth where store.find(DeepDataTests.Level.self, id: id) != nil {
            XCTFail("level \(id) is still found")
            break
        }
        XCTAssertEqual(store.lock.withLock { $0.table(for: DeepDataTests.Level.self).liveCount }, 0, "no level is alive")
        queue.resume()
        drain()
    }
}
