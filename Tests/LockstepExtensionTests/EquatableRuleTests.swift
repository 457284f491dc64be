import Foundation
import Lockstep
import LockstepAPIModels
import XCTest

/// A type of another module that no generated comparison covers is compared at run time: bitwise, then its
/// structural comparison, then, when it is `Equatable` and not `Identifiable`, its `==` (a value without an
/// identity compares everything in practice; an id-only `==` is an entity's habit).
final class EquatableRuleTests: XCTestCase {
    /// Not `Equatable`: only the bits can tell. (Private, as another module's types are: no comparison is generated.)
    private struct Opaque {
        let url: URL
    }

    /// `Identifiable` with an id-only `==`: not trusted, or a rename would be dropped.
    private struct Tagged: Identifiable, Equatable {
        let id: Int
        let name: String
        static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.id == rhs.id }
    }

    private func actor(_ text: String) throws -> ActorIdentifier {
        try JSONDecoder().decode(ActorIdentifier.self, from: Data("\"\(text)\"".utf8))
    }

    private func isEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
        StructuralComparison.isEqual(lhs, rhs)
    }

    func testAnEquatableValueDecodedAgainIsEqualThoughItsBitsDiffer() throws {
        let (first, second) = (try actor("https://lemmy.example/u/ann"), try actor("https://lemmy.example/u/ann"))
        XCTAssertFalse(StructuralComparison.isBitwiseIdentical(first, second))
        XCTAssertTrue(isEqual(first, second))
        XCTAssertFalse(isEqual(first, try actor("https://lemmy.example/u/bob")))
    }

    func testAnIdentifiableTypeIsNotTrustedWithItsEquality() {
        let long = String(repeating: "name", count: 10)
        XCTAssertFalse(isEqual(Tagged(id: 1, name: long), Tagged(id: 1, name: "other")))
        XCTAssertFalse(isEqual(Tagged(id: 1, name: long), Tagged(id: 1, name: String(repeating: "name", count: 10))))
    }

    func testATypeThatIsNotEquatableIsComparedByItsBits() throws {
        let url = try XCTUnwrap(URL(string: "https://lemmy.example"))
        XCTAssertTrue(isEqual(Opaque(url: url), Opaque(url: url)))
        XCTAssertFalse(isEqual(Opaque(url: url), Opaque(url: try XCTUnwrap(URL(string: "https://lemmy.example")))))
    }
}
