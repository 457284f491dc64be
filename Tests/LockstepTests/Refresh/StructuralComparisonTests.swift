import Foundation
import XCTest
@testable import Lockstep

/// The comparisons rule 4 of Docs/Design.md rests on: which types are compared how.
final class StructuralComparisonTests: XCTestCase {
    /// A type from another module, say, with no structural comparison.
    struct Opaque {
        var text: String
    }

    /// A type whose `==` is trusted because it says it compares everything (here it does not: trust is trust).
    struct Money: StructurallyEquatable {
        var cents: Int
        var currency: String
        static func == (lhs: Money, rhs: Money) -> Bool { lhs.cents == rhs.cents }
    }

    /// A generic holder: its property's comparison is only known at run time.
    struct Box<Item> {
        var item: Item
    }

    private func long(_ text: String) -> String {
        // A new heap buffer each time: equal text, different bits.
        String(repeating: text, count: 20)
    }

    private func account(_ name: String) -> RefreshAccount {
        RefreshAccount(id: "1", username: long("user"), displayName: long(name))
    }

    private func generic<T>(_ lhs: T, _ rhs: T) -> Bool {
        StructuralComparison.isEqual(lhs, rhs)
    }

    func testEqualTextInAnotherBufferIsEqualForAComparableType() {
        XCTAssertTrue(StructuralComparison.isEqual(account("Ann"), account("Ann")))
        XCTAssertFalse(StructuralComparison.isEqual(account("Ann"), account("Bob")))
        // The id-only `==` says equal; the comparison does not.
        XCTAssertTrue(account("Ann") == account("Bob"))
    }

    func testAGenericPropertyFindsItsComparisonAtRunTime() {
        XCTAssertTrue(generic(account("Ann"), account("Ann")))
        XCTAssertFalse(generic(account("Ann"), account("Bob")))
        XCTAssertFalse(generic(Box(item: account("Ann")), Box(item: account("Ann"))), "Box has no comparison: bits differ")
    }

    func testATypeWithoutAComparisonIsComparedBitByBit() {
        let opaque = Opaque(text: long("a"))
        XCTAssertTrue(StructuralComparison.isEqual(opaque, opaque))
        XCTAssertFalse(StructuralComparison.isEqual(opaque, Opaque(text: long("a"))), "different bits count as a change")
    }

    func testAStructurallyEquatableTypeIsTrustedWithItsOwnEquality() {
        XCTAssertTrue(StructuralComparison.isEqual(Money(cents: 1, currency: "EUR"), Money(cents: 1, currency: "USD")))
        XCTAssertFalse(StructuralComparison.isEqual(Money(cents: 1, currency: "EUR"), Money(cents: 2, currency: "EUR")))
    }

    func testContainersCompareElementByElement() {
        XCTAssertTrue(StructuralComparison.isEqual([account("Ann")], [account("Ann")]))
        XCTAssertFalse(StructuralComparison.isEqual([account("Ann")], [account("Ann"), account("Ann")]))
        XCTAssertFalse(StructuralComparison.isEqual([account("Ann")], [account("Bob")]))
        XCTAssertTrue(StructuralComparison.isEqual(ContiguousArray([account("Ann")]), ContiguousArray([account("Ann")])))
        XCTAssertTrue(StructuralComparison.isEqual(Optional<RefreshAccount>.none, nil))
        XCTAssertFalse(StructuralComparison.isEqual(Optional(account("Ann")), nil))
        XCTAssertTrue(StructuralComparison.isEqual(Optional(account("Ann")), Optional(account("Ann"))))
        XCTAssertTrue(StructuralComparison.isEqual(["a": account("Ann")], ["a": account("Ann")]))
        XCTAssertFalse(StructuralComparison.isEqual(["a": account("Ann")], ["b": account("Ann")]))
        XCTAssertFalse(StructuralComparison.isEqual(["a": account("Ann")], ["a": account("Bob")]))
        XCTAssertTrue(StructuralComparison.isEqual(Set([long("x"), "y"]), Set(["y", long("x")])))
        XCTAssertTrue(StructuralComparison.isEqual([[long("a")]], [[long("a")]]))
    }

    func testFoundationValuesUseTheirOwnEquality() throws {
        let url = try XCTUnwrap(URL(string: "https://example.com/\(long("path"))"))
        XCTAssertTrue(StructuralComparison.isEqual(url, try XCTUnwrap(URL(string: url.absoluteString))))
        XCTAssertTrue(StructuralComparison.isEqual(Data(long("d").utf8), Data(long("d").utf8)))
        XCTAssertTrue(StructuralComparison.isEqual(Decimal(string: "1.50"), Decimal(string: "1.5")))
        XCTAssertTrue(StructuralComparison.isEqual(Date(timeIntervalSinceReferenceDate: 3), Date(timeIntervalSinceReferenceDate: 3)))
    }

    func testArraysSharingTheirStorageAreEqualWithoutComparingElements() {
        let counter = ComparisonCounter()
        let array = (0..<100).map { CountedValue(value: $0, counter: counter) }
        XCTAssertTrue(StructuralComparison.isEqual(array, array))
        XCTAssertEqual(counter.count, 0)
        XCTAssertTrue(StructuralComparison.isEqual(array, (0..<100).map { CountedValue(value: $0, counter: counter) }))
        XCTAssertEqual(counter.count, 100)
    }
}
