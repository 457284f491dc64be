import XCTest
@testable import Lockstep

/// `NodeRegistry`, which holds every node the store can reach by id or through a parent: liveness is read from
/// whether its entry is the node's only reference, so it must hold each node exactly once and tell exactly when
/// something else holds it.
final class NodeRegistryTests: XCTestCase {
    private func makeNode(_ value: Int = 1) -> EntityNode<Int> {
        EntityNode(value: value)
    }

    func testANodeIsHeldExactlyWhileAReferenceOutsideTheRegistryExists() {
        let registry = NodeRegistry()
        var node: EntityNode<Int>? = makeNode(42)
        registry.add(node!)
        let index = node!.registryIndex
        XCTAssertEqual(index, 0)
        XCTAssertTrue(registry.isHeld(at: index), "the test's reference")
        var copy = node
        node = nil
        XCTAssertTrue(registry.isHeld(at: index), "the copy still holds it")
        copy = nil
        XCTAssertNil(copy)
        XCTAssertFalse(registry.isHeld(at: index), "only the registry holds it")
        XCTAssertEqual((registry.nodes[index] as? EntityNode<Int>)?.value, 42, "and keeps it alive")
    }

    func testTakenPositionsAreFreeAndReusedFirst() {
        let registry = NodeRegistry()
        let nodes = (0..<3).map(makeNode)
        nodes.forEach { registry.add($0) }
        XCTAssertEqual(nodes.map(\.registryIndex), [0, 1, 2])
        let taken = registry.take(at: 1)
        XCTAssertTrue(taken === nodes[1])
        XCTAssertEqual(taken.registryIndex, -1, "no longer registered")
        XCTAssertEqual(registry.count, 2)
        XCTAssertFalse(registry.isHeld(at: 1), "a free position holds nothing")
        let next = makeNode(9)
        registry.add(next)
        XCTAssertEqual(next.registryIndex, 1, "the free position is reused")
        XCTAssertEqual(registry.nodes.count, 3)
    }

    func testAReleasedEntityIsDroppedByTheLookupThatMeetsIt() {
        let store = EntityStore(queue: DispatchQueue(label: "NodeRegistryTests"))
        weak var node: EntityNode<Book>?
        var observer: EntityObserver<Book>? = store.store(entity: Book(id: "b", title: "T"))
        node = observer?.node
        XCTAssertEqual(store.lock.withLock { $0.table(for: Book.self).entryCount }, 1)
        observer = nil
        XCTAssertNotNil(node, "nothing looked at it yet: still registered")
        XCTAssertNil(store.find(Book.self, id: "b"), "nothing holds it: not found")
        XCTAssertNil(node, "dropped by that lookup, and released after its lock")
        XCTAssertEqual(store.lock.withLock { $0.table(for: Book.self).entryCount }, 0)
        XCTAssertEqual(store.lock.withLock { $0.registry.count }, 0)
    }

    /// Writes sweep once the registry doubled since the last sweep: a store whose entities are stored and
    /// dropped keeps a registry proportional to what is held, without any lookup.
    func testWritesSweepOnceTheRegistryDoubled() {
        let store = EntityStore(queue: DispatchQueue(label: "NodeRegistryTests"))
        let kept = (0..<50).map { store.store(entity: Book(id: "kept \($0)", title: "T")) }
        var sizes: [Int] = []
        for round in 0..<2_000 {
            _ = store.store(entity: Book(id: "dropped \(round)", title: "T"))
            sizes.append(store.lock.withLock { $0.registry.count })
        }
        XCTAssertLessThanOrEqual(sizes.max()!, 2 * max(kept.count, StoreState.minimumSweptCount) + 1, "\(sizes.max()!)")
        XCTAssertEqual(store.lock.withLock { $0.table(for: Book.self).entryCount }, sizes.last, "the table follows the registry")
        XCTAssertEqual(kept.map { $0.value.id }, (0..<50).map { "kept \($0)" }, "what is held stays")
    }
}
