import Dispatch
import Foundation
@_spi(Generated) import Lockstep
import LockstepTestObservers
import XCTest

/// A value type of the target whose `==` is synthesized and that has no identity gets no generated conformance
/// (it would only cost the build): the store trusts its `==` at run time, so a fresh decode of the same JSON is
/// no change and a changed field is one.
final class TrustedValueTests: XCTestCase {
    private let queue = DispatchQueue(label: "lockstep.plugin.trusted")
    private lazy var store = EntityStore(queue: queue)

    /// A currency name longer than fifteen bytes: each decode allocates its own string buffer.
    private func decode(amount: Int = 3) throws -> Listing {
        let json = #"{"id": 1, "price": {"amount": \#(amount), "currency": "euros, a currency name longer than fifteen bytes"}}"#
        return try JSONDecoder().decode(Listing.self, from: Data(json.utf8))
    }

    func testAValueWithoutIdentityGetsNoConformanceAndIsComparedByItsEquality() throws {
        XCTAssertFalse(Price.self is any StructurallyComparable.Type, "nothing is generated for it")
        let (first, second) = (try decode(), try decode())
        XCTAssertFalse(StructuralComparison.isBitwiseIdentical(first, second), "each decode has its own buffers")
        XCTAssertTrue(Listing.isStructurallyEqual(first, second))
        XCTAssertFalse(Listing.isStructurallyEqual(first, try decode(amount: 4)))
    }

    func testAFreshDecodeOfTheSameJSONNotifiesNobodyAndAChangeNotifiesOnce() throws {
        let counter = NotificationCounter(store.store(entity: try decode()))
        queue.sync {}
        _ = store.store(entity: try decode())
        queue.sync {}
        XCTAssertEqual(counter.count, 0)
        _ = store.store(entity: try decode(amount: 4))
        queue.sync {}
        XCTAssertEqual(counter.count, 1)
    }
}
