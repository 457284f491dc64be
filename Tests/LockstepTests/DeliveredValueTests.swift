import Foundation
import Observation
import XCTest
@testable import Lockstep

/// A notification's value is handed to every observer of its node, and released once delivered: the last
/// observer of a node is given the notification's own copy rather than another one, and a value nobody takes (a
/// cancelled observer, Observation alone, a removal) is released all the same.
final class DeliveredValueTests: StoreTestCase {
    /// Records its release.
    final class Token: @unchecked Sendable {
        let name: String
        private let released: Recorder<String>
        init(_ name: String, _ released: Recorder<String>) {
            self.name = name
            self.released = released
        }
        deinit { released.append(name) }
    }

    struct Holder: Identifiable {
        let id: Int
        let token: Token
    }

    struct Shelf: Aggregate {
        let id: Int
        let holder: Holder
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.holder)] }
    }

    /// Holds the store's queue until `release()`, so that the next writes' notifications wait in one batch.
    private func blockQueue() -> DispatchSemaphore {
        let gate = DispatchSemaphore(value: 0)
        queue.async { gate.wait() }
        return gate
    }

    func testEveryObserverOfABatchGetsTheValueAndEveryValueIsReleasedOnce() {
        let released = Recorder<String>()
        var shelves: [EntityObserver<Shelf>] = []
        do {
            let old = Holder(id: 1, token: Token("old", released))
            shelves = (1...4).map { store.store(entity: Shelf(id: $0, holder: old)) }
        }
        // Shelf 1 and 2: two observers each, so that one is given a copy and the other the notification's value; the
        // second observer of shelf 2 and the only one of shelf 3 are cancelled before delivery; shelf 4 is
        // watched by Observation only.
        let received = Recorder<String>()
        var subscriptions = [1, 1, 2, 2, 3].map { shelf in
            shelves[shelf - 1].observe { received.append("\(shelf):\($0.holder.token.name)") }
        }
        let observationChanges = Recorder<Int>()
        withObservationTracking { _ = shelves[3].value } onChange: { observationChanges.append(4) }
        drain()
        XCTAssertEqual(received.values, ["1:old", "1:old", "2:old", "2:old", "3:old"], "each observer's first value")

        let gate = blockQueue()
        store.store(entity: Holder(id: 1, token: Token("new", released)))
        subscriptions[3].unsubscribe()
        subscriptions[4].unsubscribe()
        gate.signal()
        drain()

        XCTAssertEqual(received.values.dropFirst(5).sorted(), ["1:new", "1:new", "2:new"])
        XCTAssertEqual(observationChanges.values, [4])
        XCTAssertEqual(released.values, ["old"], "the old values are released once delivered; the new one is stored")
        subscriptions.removeAll()
        shelves.removeAll()
        store = nil
        XCTAssertEqual(released.values, ["old", "new"], "no copy of the new value outlives the store")
    }

    func testABatchOfHundredsOfParentsDeliversEachValueInOrderAndReleasesEveryCopy() {
        let released = Recorder<String>()
        // 700 parents of one entity, changed by two writes while the queue waits: their 1,400 notifications fill one
        // batch across several of its chunks (4, 8, …, 1,024 notifications).
        var shelves: [EntityObserver<Shelf>] = []
        do {
            let old = Holder(id: 1, token: Token("old", released))
            shelves = (1...700).map { store.store(entity: Shelf(id: $0, holder: old)) }
        }
        let received = Recorder<String>()
        var subscriptions = shelves.map { shelf in
            shelf.observe { received.append("\($0.id):\($0.holder.token.name)") }
        }
        drain()
        received.reset()
        let gate = blockQueue()
        store.store(entity: Holder(id: 1, token: Token("new", released)))
        store.store(entity: Holder(id: 1, token: Token("newer", released)))
        gate.signal()
        drain()

        XCTAssertEqual(
            received.values, (1...700).map { "\($0):new" } + (1...700).map { "\($0):newer" },
            "every parent once per write, in the order the writes changed them"
        )
        XCTAssertEqual(released.values, ["old", "new"], "every copy of the replaced values went with its delivery")
        subscriptions.removeAll()
        shelves.removeAll()
        store = nil
        XCTAssertEqual(released.values, ["old", "new", "newer"])
    }

    func testRemovalsWaitingInOneBatchReleaseTheirValues() {
        let released = Recorder<String>()
        var holders = (1...3).map { store.store(entity: Holder(id: $0, token: Token("\($0)", released))) }
        let removals = Recorder<Int>()
        let values = Recorder<Int>()
        var subscriptions = holders.map { holder in
            holder.observe(onChange: { values.append($0.id) }, onRemove: { removals.append(holder.value.id) })
        }
        drain()
        XCTAssertEqual(values.values, [1, 2, 3], "each observer's first value")

        let gate = blockQueue()
        for id in 1...3 {
            XCTAssertTrue(store.remove(Holder.self, id: id))
        }
        gate.signal()
        drain()

        XCTAssertEqual(removals.values, [1, 2, 3])
        XCTAssertEqual(values.values, [1, 2, 3], "no value after a removal")
        XCTAssertEqual(released.values, [], "each observer still holds its removed entity")
        subscriptions.removeAll()
        holders.removeAll()
        XCTAssertEqual(released.values.sorted(), ["1", "2", "3"], "no copy outlives the observers")
    }
}
