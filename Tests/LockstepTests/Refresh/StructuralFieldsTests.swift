import Foundation
import XCTest
@_spi(Generated) @testable import Lockstep

/// ``StructuralFields``, the table a generated struct comparison reads its stored properties through: every
/// property compared in place, the ones behind a property wrapper through their key paths, unknown types bit by
/// bit, and the first difference ends the comparison.
final class StructuralFieldsTests: XCTestCase {
    /// Trims what it is given: its key path goes through the wrapper's getter, so it has no offset.
    @propertyWrapper
    struct Trimmed: Codable {
        var wrappedValue: String

        init(wrappedValue: String) {
            self.wrappedValue = wrappedValue.trimmingCharacters(in: .whitespaces)
        }

        init(from decoder: any Decoder) throws {
            self.init(wrappedValue: try decoder.singleValueContainer().decode(String.self))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(wrappedValue)
        }
    }

    /// A type from another module, say: no structural comparison.
    struct Opaque: Codable {
        let code: String
    }

    /// Shaped like an API model: `let`s, an optional nested value, an array, a wrapped property, an id-only `==`.
    struct Card: Codable, Identifiable, Equatable {
        /// Its synthesized `==` compares everything: the generator marks such a type `StructurallyEquatable`.
        struct Stats: Codable, Equatable, StructurallyEquatable {
            let likes: Int
            let tags: [String]
        }

        let id: Int
        let title: String
        let stats: Stats?
        let links: [URL]
        @Trimmed var note: String
        let opaque: Opaque

        static func == (lhs: Card, rhs: Card) -> Bool { lhs.id == rhs.id }

        /// The table generated code writes for this struct (`Stats` compared with its `==`, which is synthesized).
        static let fields: StructuralFields<Card> = {
            var fields = knownFields
            fields.compareAny(\.opaque)
            return fields
        }()

        /// The same without the property of a type from another module.
        static let knownFields: StructuralFields<Card> = {
            var fields = StructuralFields<Card>()
            fields.compare(\.id)
            fields.compare(\.title)
            fields.compare(\.stats)
            fields.compare(\.links)
            fields.compare(\.note)
            return fields
        }()
    }

    private func decode(_ json: String) throws -> Card {
        try JSONDecoder().decode(Card.self, from: Data(json.utf8))
    }

    private func json(title: String = "Weekly digest of everything", likes: Int = 3, note: String = "  pinned  ",
                      opaque: String = "opaque-code-longer-than-fifteen") -> String {
        """
        {"id": 1, "title": "\(title)", "stats": {"likes": \(likes), "tags": ["swift", "ios"]},
         "links": ["https://example.com/a"], "note": "\(note)", "opaque": {"code": "\(opaque)"}}
        """
    }

    func testTheSameJSONDecodedTwiceIsEqual() throws {
        let (first, second) = (try decode(json()), try decode(json()))
        // Different buffers for the same text: not the same bits, and `opaque` is compared bit by bit.
        XCTAssertFalse(StructuralComparison.isBitwiseIdentical(first, second))
        XCTAssertFalse(Card.fields.isEqual(first, second), "the opaque property has new bits and no comparison")

        XCTAssertTrue(Card.knownFields.isEqual(first, second))
    }

    func testASameValueIsEqualEvenWithAnOpaqueProperty() throws {
        let card = try decode(json())
        XCTAssertTrue(Card.fields.isEqual(card, card))
    }

    func testEveryPropertyIsCompared() throws {
        let fields = Card.knownFields
        let base = try decode(json())
        XCTAssertFalse(fields.isEqual(base, try decode(json(title: "Weekly digest of everything, again"))), "a title")
        XCTAssertFalse(fields.isEqual(base, try decode(json(likes: 4))), "a value two levels down")
        XCTAssertFalse(fields.isEqual(base, try decode(json(note: "unpinned"))), "a property behind a wrapper")
        XCTAssertTrue(fields.isEqual(base, try decode(json(note: "pinned"))), "the wrapper trimmed both to the same")
        XCTAssertTrue(base == (try decode(json(title: "other"))), "the id-only == sees none of it")
    }

    func testAWrappedPropertyHasNoOffsetAndIsReadThroughItsKeyPath() {
        XCTAssertNil(MemoryLayout<Card>.offset(of: \Card.note))
        XCTAssertNotNil(MemoryLayout<Card>.offset(of: \Card.title))
    }

    func testTheFirstDifferenceEndsTheComparison() {
        struct Pair {
            let first: CountedValue
            let second: CountedValue
        }
        let counter = ComparisonCounter()
        var fields = StructuralFields<Pair>()
        fields.compare(\.first)
        fields.compare(\.second)
        let lhs = Pair(first: CountedValue(value: 1, counter: counter), second: CountedValue(value: 1, counter: counter))
        let rhs = Pair(first: CountedValue(value: 2, counter: counter), second: CountedValue(value: 1, counter: counter))
        XCTAssertFalse(fields.isEqual(lhs, rhs))
        XCTAssertEqual(counter.count, 1)
        XCTAssertTrue(fields.isEqual(lhs, lhs))
        XCTAssertEqual(counter.count, 3)
    }

    func testAnEmptyTableFindsEveryValueEqual() {
        struct Empty {}
        XCTAssertTrue(StructuralFields<Empty>().isEqual(Empty(), Empty()))
    }
}
