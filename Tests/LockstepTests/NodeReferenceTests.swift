import XCTest
@testable import Lockstep

/// `NodeReference`, which tables, parent links and the cycle collector use to reference nodes: it must read as
/// the node exactly while the node is alive, keep no node alive, and keep a released node's address its own.
final class NodeReferenceTests: XCTestCase {
    private func makeNode(_ value: Int = 1) -> EntityNode<Int> {
        EntityNode(value: value)
    }

    /// The reference-count word of `object`'s header (64-bit layout).
    private func countBits(_ object: AnyObject) -> UInt64 {
        Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: 8, as: UInt64.self)
    }

    func testItGivesTheNodeWhileSomethingHoldsItAndNilAfter() {
        var node: EntityNode<Int>? = makeNode(42)
        let reference = NodeReference(node!)
        XCTAssertTrue(reference.node === node)
        XCTAssertEqual((reference.node as? EntityNode<Int>)?.value, 42)
        node = nil
        XCTAssertNil(reference.node, "the reference did not keep the node alive")
        XCTAssertNil(reference.node, "a failed read retains nothing and stays nil")
    }

    func testIsReleasedTurnsTrueWithTheLastStrongReferenceAndTakesNoCount() {
        var node: EntityNode<Int>? = makeNode()
        let reference = NodeReference(node!)
        let before = countBits(node!)
        XCTAssertFalse(reference.isReleased)
        let after = countBits(node!)
        XCTAssertEqual(after, before)
        var extra = node
        node = nil
        XCTAssertFalse(reference.isReleased, "another strong reference still holds it")
        extra = nil
        XCTAssertNil(extra)
        XCTAssertTrue(reference.isReleased)
    }

    func testReadingItLeavesTheNodesStrongCountAsItWas() {
        let node = makeNode()
        let reference = NodeReference(node)
        let before = countBits(node)
        for _ in 0..<100 {
            _ = reference.node
        }
        let after = countBits(node)
        XCTAssertEqual(after, before)
    }

    func testAReleasedNodesAddressIsNotReusedWhileReferenced() {
        var node: EntityNode<Int>? = makeNode()
        let reference = NodeReference(node!)
        node = nil
        // Allocations of the same size would take the freed block first, were it freed.
        let others = (0..<64).map { makeNode($0) }
        XCTAssertFalse(others.contains { reference.refers(to: $0) })
        XCTAssertNil(reference.node)
    }

    func testRefersToComparesIdentity() {
        let node = makeNode()
        let other = makeNode()
        let reference = NodeReference(node)
        XCTAssertTrue(reference.refers(to: node))
        XCTAssertFalse(reference.refers(to: other))
    }

    func testATablesEntryOfAReleasedNodeIsDeadUntilPruned() {
        let store = EntityStore(queue: DispatchQueue(label: "NodeReferenceTests"))
        var observer: EntityObserver<Book>? = store.store(entity: Book(id: "b", title: "T"))
        XCTAssertEqual(store.lock.withLock { store.table(for: Book.self).liveCount }, 1)
        observer = nil
        XCTAssertNil(observer)
        XCTAssertEqual(store.lock.withLock { store.table(for: Book.self).liveCount }, 0)
        XCTAssertEqual(store.lock.withLock { store.table(for: Book.self).entryCount }, 1, "pruned only when the table grows")
        XCTAssertNil(store.find(Book.self, id: "b"))
    }
}
