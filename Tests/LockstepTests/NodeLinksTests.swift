import XCTest
@testable import Lockstep

/// `NodeLinks`: a node makes them only once something links, holds, observes, reads or updates it, so that an
/// entity only stored costs its node alone, and whatever made them keeps working through them.
final class NodeLinksTests: StoreTestCase {
    /// The smallest entity worth storing: two words, the `memory` benchmark's `SmallEntity`.
    struct Pair: Identifiable, StructurallyEquatable {
        var id: Int
        var value: Int
    }

    func testAnEntityOnlyStoredHasNoLinks() {
        let observer = store.store(entity: Pair(id: 1, value: 1))
        _ = store.store(entity: Pair(id: 1, value: 2))
        XCTAssertTrue(store.lock.withLock { observer.node.links == nil })
    }

    func testAStampMakesTheLinksAndAnUnstampedWriteKeepsIt() {
        let observer = store.store(entity: Pair(id: 1, value: 1), modifiedAt: 5)
        XCTAssertEqual(store.lock.withLock { observer.node.links?.stamp }, 5)
        _ = store.store(entity: Pair(id: 1, value: 2))
        XCTAssertEqual(store.lock.withLock { observer.node.recordedStamp }, 5)
        XCTAssertEqual(observer.value.value, 2)
    }

    func testASubscriptionMakesTheLinksAndKeepsItsRegistrationThere() {
        let observer = store.store(entity: Pair(id: 1, value: 1))
        let subscription = observer.observe { _ in }
        XCTAssertEqual(store.lock.withLock { observer.node.links?.observers.count }, 1)
        subscription.unsubscribe()
        XCTAssertEqual(store.lock.withLock { observer.node.links?.observers.count }, 0, "the links stay, emptied")
        drain()
    }

    func testAParentAndItsChildrenMakeTheirLinks() {
        let aggregate = store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "x", title: "X")]))
        let book = store.find(Book.self, id: "x")!
        store.lock.withLock {
            XCTAssertEqual(aggregate.node.children.count, 2, "a slot for the author, one for the book, in the node")
            XCTAssertEqual(book.node.links?.parents?.count, 1)
            XCTAssertNil(aggregate.node.links?.parents)
        }
    }

    func testReadingTheVersionMakesTheLinksAndCountsEveryChangeAfter() {
        let observer = store.store(entity: Pair(id: 1, value: 1))
        let read = store.lock.withLock { observer.node.version }
        XCTAssertTrue(store.lock.withLock { observer.node.links != nil })
        _ = store.store(entity: Pair(id: 1, value: 1))
        XCTAssertEqual(store.lock.withLock { observer.node.version }, read, "an equal value changes nothing")
        _ = store.store(entity: Pair(id: 1, value: 2))
        XCTAssertEqual(store.lock.withLock { observer.node.version }, read &+ 1)
    }

    func testAFirstReadReplacesTheLinksWithItsObservationHoldingWhatTheyHeld() {
        let observer = store.store(entity: Pair(id: 1, value: 1), modifiedAt: 5)
        var delivered: [Int] = []
        let subscription = observer.observe { delivered.append($0.value) }
        let version = store.lock.withLock { observer.node.version }
        XCTAssertEqual(observer.value.value, 1)
        store.lock.withLock {
            XCTAssertNotNil(observer.node.observation)
            XCTAssertTrue(observer.node.links === observer.node.observation, "the observation is the links")
            XCTAssertEqual(observer.node.links?.stamp, 5)
            XCTAssertEqual(observer.node.links?.observers.count, 1)
            XCTAssertEqual(observer.node.version, version)
        }
        _ = store.store(entity: Pair(id: 1, value: 2), modifiedAt: 6)
        _ = store.store(entity: Pair(id: 1, value: 3), modifiedAt: 4)
        drain()
        XCTAssertEqual(delivered, [1, 2], "the subscription and the stamp carried over")
        XCTAssertEqual(store.lock.withLock { observer.node.version }, version &+ 1)
        subscription.unsubscribe()
    }

    func testAnUpdateRacingAnotherWriteStillRetriesWithLinksMadeByItsRead() {
        let observer = store.store(entity: Pair(id: 1, value: 1))
        var runs = 0
        store.update(Pair.self, id: 1) { pair in
            runs += 1
            if runs == 1 {
                // A write between the update's read and its write: the update must see it and run again.
                _ = self.store.store(entity: Pair(id: 1, value: 10))
            }
            pair.value += 1
        }
        XCTAssertEqual(runs, 2)
        XCTAssertEqual(observer.value.value, 11)
    }
}
