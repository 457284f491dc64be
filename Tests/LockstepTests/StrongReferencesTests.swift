import XCTest
@testable import Lockstep

/// `StrongReferences`, the cycle collector's reading of the runtime's strong count: exact, whatever the call itself
/// holds, and unchanged by references that are not strong (node references, `unowned`).
final class StrongReferencesTests: XCTestCase {
    func testItCountsExactlyTheStrongReferences() {
        let node = NodeBase(stamp: nil)
        let unmanaged = Unmanaged.passUnretained(node)
        XCTAssertEqual(StrongReferences.count(of: unmanaged), 1)
        var holders: [NodeBase] = []
        for expected in 2...5 {
            holders.append(node)
            XCTAssertEqual(StrongReferences.count(of: unmanaged), expected)
        }
        holders.removeAll()
        XCTAssertEqual(StrongReferences.count(of: unmanaged), 1)
        withExtendedLifetime(node) {}
    }

    func testNodeReferencesAndUnownedReferencesAreNotCounted() {
        let node = NodeBase(stamp: nil)
        let unmanaged = Unmanaged.passUnretained(node)
        let reference = NodeReference(node)
        unowned let unownedNode = node
        XCTAssertEqual(StrongReferences.count(of: unmanaged), 1)
        XCTAssertTrue(unownedNode === node)
        reference.releaseMemory()
        withExtendedLifetime(node) {}
    }
}
