import Foundation
import XCTest
@testable import Lockstep

/// Deep data never overflows the stack, in debug or release: normalization, propagation and release are
/// bounded whatever the depth.
final class DeepDataTests: StoreTestCase {
    struct Level: Aggregate {
        var id: Int
        var payload: Int
        var child: [Level]
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.child)] }
    }

    /// A chain `depth` levels deep, built without recursion.
    static func chain(depth: Int) -> Level {
        var level = Level(id: depth - 1, payload: 0, child: [])
        for id in stride(from: depth - 2, through: 0, by: -1) {
            level = Level(id: id, payload: 0, child: [level])
        }
        return level
    }

    /// Drops `value` on a thread with a big stack: a 100,000-deep value held by nobody else is freed
    /// recursively by the Swift runtime, which is the test's doing, not the store's.
    static func dropOnBigStack<T>(_ value: consuming T) {
        let holder = DropBox(value)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            holder.value = nil
            done.signal()
        }
        thread.stackSize = 1 << 30
        thread.start()
        done.wait()
    }

    func testAHundredThousandLevelChainIsStoredUpdatedAndReleased() {
        let depth = 100_000
        var chain: Level? = Self.chain(depth: depth)
        weak var top: EntityNode<Level>?
        do {
            let observer = store.store(entity: chain!)
            top = observer.node
            let deliveries = Recorder<Int>()
            deliveries.subscription = observer.observe { deliveries.append($0.id) }
            drain()
            store.update(Level.self, id: depth - 1) { $0.payload = 1 }
            drain()
            var level = observer.value
            for _ in 1..<depth { level = level.child[0] }
            XCTAssertEqual(level.payload, 1)
            XCTAssertEqual(deliveries.values, [0, 0], "the first value, then one change")
            XCTAssertEqual(store.find(Level.self, id: depth / 2)?.value.id, depth / 2)
            Self.dropOnBigStack(chain.take())
            // Now the store alone holds the chain: updating it again replaces every level's value, and the old
            // values must not be freed recursively either (under the lock, or with the notification).
            store.update(Level.self, id: depth - 1) { $0.payload = 2 }
            store.update(Level.self, id: depth - 1) { $0.payload = 3 }
            drain()
            XCTAssertEqual(deliveries.values, [0, 0, 0, 0])
            deliveries.subscription?.unsubscribe()
        }
        drain()
        assertEventuallyReleased("the chain") { top == nil && store.find(Level.self, id: depth - 1) == nil }
    }
}

/// Holds a value until another thread drops it.
final class DropBox<T>: @unchecked Sendable {
    var value: T?
    init(_ value: T) { self.value = value }
}
