import XCTest
@testable import Lockstep

/// The store's one reference to each node (its table's entry), from which liveness is read: a node is held exactly
/// while a reference outside the store exists, a dead entry goes at the lookup that meets it, and writes sweep once
/// the store lists twice the nodes it did after the last sweep.
final class StoreReferenceTests: XCTestCase {
    func testAnEntryIsHeldExactlyWhileAReferenceOutsideTheTableExists() {
        var index = NodeIndex<Book>()
        var node: EntityNode<Book>? = EntityNode(value: Book(id: "b", title: "T"))
        index.entries["b"] = node
        XCTAssertEqual(index.isHeld("b"), true, "the test's reference")
        var copy = node
        node = nil
        XCTAssertEqual(index.isHeld("b"), true, "the copy still holds it")
        copy = nil
        XCTAssertNil(copy)
        XCTAssertEqual(index.isHeld("b"), false, "only the entry holds it")
        XCTAssertEqual(index.entries["b"]?.value.title, "T", "and keeps it alive")
        XCTAssertNil(index.isHeld("c"), "no entry")
    }

    func testAReleasedEntityIsDroppedByTheLookupThatMeetsIt() {
        let store = EntityStore(queue: DispatchQueue(label: "StoreReferenceTests"))
        weak var node: EntityNode<Book>?
        var observer: EntityObserver<Book>? = store.store(entity: Book(id: "b", title: "T"))
        node = observer?.node
        XCTAssertEqual(store.lock.withLock { store.table(for: Book.self).entryCount }, 1)
        observer = nil
        XCTAssertNotNil(node, "nothing looked at it yet: still listed")
        XCTAssertNil(store.find(Book.self, id: "b"), "nothing holds it: not found")
        XCTAssertNil(node, "dropped by that lookup, and released after its lock")
        XCTAssertEqual(store.lock.withLock { store.table(for: Book.self).entryCount }, 0)
        XCTAssertEqual(store.lock.withLock { $0.nodeCount }, 0)
    }

    /// Writes sweep once the store lists twice the nodes it did after the last sweep: a store whose entities are
    /// stored and dropped keeps tables proportional to what is held, without any lookup.
    func testWritesSweepOnceTheStoreListsTwiceAsMany() {
        let store = EntityStore(queue: DispatchQueue(label: "StoreReferenceTests"))
        let kept = (0..<50).map { store.store(entity: Book(id: "kept \($0)", title: "T")) }
        var sizes: [Int] = []
        for round in 0..<2_000 {
            _ = store.store(entity: Book(id: "dropped \(round)", title: "T"))
            sizes.append(store.lock.withLock { $0.nodeCount })
        }
        XCTAssertLessThanOrEqual(sizes.max()!, 2 * max(kept.count, StoreState.minimumSweptCount) + 1, "\(sizes.max()!)")
        XCTAssertEqual(store.lock.withLock { store.table(for: Book.self).entryCount }, sizes.last, "the count follows the table")
        XCTAssertEqual(kept.map { $0.value.id }, (0..<50).map { "kept \($0)" }, "what is held stays")
    }
}
