@testable import LockstepGeneratorCore
import XCTest

/// The target index, the part of the emitter stage that decides from every parsed file what a property's type
/// holds: an entity, an aggregate, a wrapper, a plain value, or unknown (left to the compiler's overloads). The
/// emitter names one runtime function per answer, so each answer is pinned here for the declarations that
/// decide it.
final class TargetIndexTests: XCTestCase {
    private static let source = """
        protocol Entity: Identifiable {}
        struct Book: Identifiable { var id: Int }
        struct Tagged: Entity { var id: Int }
        // lockstep: aggregate
        struct Feed: Identifiable { var id: Int }
        // lockstep: wrapper
        enum Item { case book(Book) }
        enum Kind: Identifiable { case a, b; var id: Self { self } }
        enum Payload { case a(Int) }
        struct Options: OptionSet { let rawValue: Int }
        @Model final class Stored: Identifiable {}
        @Model final class Persisted {}
        @Tracked struct Traced {}
        @Tracked struct Listed: Identifiable {}
        struct Value: Codable, Hashable {}
        struct Remote: SomeOtherModuleProtocol {}
        struct Outer { struct Book {} }
        typealias Alias = Book
        struct Box<Element> {}
        """

    private func holding(_ name: String, in scope: String = "Feed", isGenericScope: Bool = false) -> Holding {
        let (model, _) = Generator.parse(SourceInput(path: "Model.swift", text: Self.source))
        return TargetIndex([model]).holding(ofTypeNamed: name, in: scope, isGenericScope: isGenericScope)
    }

    func testWhatEachDeclarationHolds() {
        XCTAssertEqual(holding("Book"), .entity)
        // Through a protocol of the target that refines `Identifiable`.
        XCTAssertEqual(holding("Tagged"), .entity)
        XCTAssertEqual(holding("Feed"), .aggregate)
        XCTAssertEqual(holding("Item"), .wrapper)
        // A payload-less enum or an option set is a value whatever it conforms to; an enum with payloads is judged
        // by its conformances like a struct (none here).
        XCTAssertEqual(holding("Kind"), .plain)
        XCTAssertEqual(holding("Payload"), .plain)
        XCTAssertEqual(holding("Options"), .plain)
        XCTAssertEqual(holding("Value"), .plain)
        // A macro may add conformances: `@Model` adds `Identifiable`, another one is the compiler's to tell, unless
        // the clause lists `Identifiable` already (a macro adds only what is missing). A protocol from another
        // module may be anything.
        XCTAssertEqual(holding("Stored"), .entity)
        XCTAssertEqual(holding("Persisted"), .entity)
        XCTAssertEqual(holding("Traced"), .unknown)
        XCTAssertEqual(holding("Listed"), .entity)
        XCTAssertEqual(holding("Remote"), .unknown)
        XCTAssertEqual(holding("Box"), .unknown)
    }

    func testNamesResolveLikeSwiftLooksThemUp() {
        XCTAssertEqual(holding("String"), .plain)
        XCTAssertEqual(holding("Swift.Int"), .plain)
        XCTAssertEqual(holding("Foundation.Date"), .plain)
        // Not declared by the target, and not a standard value.
        XCTAssertEqual(holding("Account"), .unknown)
        // Inside `Outer`, `Book` is `Outer.Book`, a plain struct, not the entity at file level.
        XCTAssertEqual(holding("Book", in: "Outer"), .plain)
        XCTAssertEqual(holding("Outer.Book"), .plain)
        // An alias may stand for anything; a type parameter may shadow any name.
        XCTAssertEqual(holding("Alias"), .unknown)
        XCTAssertEqual(holding("Book", isGenericScope: true), .unknown)
    }

    func testSummariesMergeEveryDeclarationOfAnAnnotatedType() {
        let (model, _) = Generator.parse(SourceInput(path: "Model.swift", text: """
            // lockstep: aggregate
            struct Feed: Identifiable { var id: Int }
            extension Feed: Equatable {
                static func == (lhs: Feed, rhs: Feed) -> Bool { true }
            }
            extension Feed: Aggregate {}
            """))
        let index = TargetIndex([model])
        XCTAssertEqual(Array(index.summaries.keys), ["Feed"])
        XCTAssertEqual(index.summaries["Feed"]?.inheritedNames, ["Identifiable", "Equatable", "Aggregate"])
        XCTAssertEqual(index.summaries["Feed"]?.declaresEquality, true)
        XCTAssertEqual(index.summaries["Feed"]?.members["id"]?.position, SourcePosition(line: 2, column: 33))
    }
}
