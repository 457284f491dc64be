@testable import LockstepGeneratorCore
import XCTest

/// The declaration parser stage on the members that are hardest to delimit: associated values with defaults,
/// generics, tuples and closures, and properties whose initializers hold commas, `<`, closures declaring their own
/// `var`s, or continue on the next line. Each must come out as exactly one model entry with the right name,
/// position, label and type shape, or the emitter would offer a key path that does not exist.
final class DeclarationParserEdgeCaseTests: XCTestCase {
    private func position(_ line: Int, _ column: Int) -> SourcePosition {
        SourcePosition(line: line, column: column)
    }

    func testAssociatedValuesThatAreHardToSplit() {
        let (model, diagnostics) = StageInputs.parse("""
            // lockstep: wrapper
            enum E {
                case a(x: Book = Book(p: 1, q: 2))
                case b(Result<Book, Error>)
                case c((Book, Game))
                case d(handler: (Book) -> Void)
                indirect case e(E)
                @available(*, deprecated) case f(Book)
                case g(_ inner: Book), h(Book!)
                case i(Optional<Book>)
            }
            """)
        func single(_ name: String, _ label: String?, _ accessorType: String, _ payload: TypeShape,
                    _ position: SourcePosition, deprecated: Bool = false) -> MemberItem {
            .enumCase(EnumCaseDeclaration(name: name, label: label, accessorType: accessorType, payload: payload,
                                          position: position, isDeprecated: deprecated, isIgnored: false))
        }
        XCTAssertEqual(StageInputs.type("E", in: model)?.items, [
            // The default value's commas and parentheses belong to the one associated value.
            single("a", "x", "Book?", TypeShape(name: "Book"), position(3, 10)),
            // A comma inside `<…>` separates generic arguments, not associated values.
            single("b", nil, "Result<Book, Error>?", TypeShape(name: "Result", arguments: ["Book", "Error"]), position(4, 10)),
            single("c", nil, "(Book, Game)?", TypeShape(name: nil), position(5, 10)),
            single("d", "handler", "((Book) -> Void)?", TypeShape(name: nil), position(6, 10)),
            single("e", nil, "E?", TypeShape(name: "E"), position(7, 19)),
            single("f", nil, "Book?", TypeShape(name: "Book"), position(8, 36), deprecated: true),
            // `_ inner:` has no external label; `Book!` becomes `Book?` rather than `Book!?`.
            single("g", nil, "Book?", TypeShape(name: "Book"), position(9, 10)),
            single("h", nil, "Book?", TypeShape(name: "Book", isOptional: true), position(9, 28)),
            // Already optional: not wrapped a second time.
            single("i", nil, "Optional<Book>", TypeShape(name: "Book", isOptional: true), position(10, 10)),
        ])
        XCTAssertEqual(diagnostics, [])
    }

    func testPropertiesWhoseInitializersAreHardToSkip() {
        let (model, diagnostics) = StageInputs.parse("""
            // lockstep: aggregate
            struct S: Identifiable {
                let id = UUID()
                var flag = x < y, other: Book
                var dict: Dictionary<String, Book> = [:], more: Book
                var handler = {
                    var local: Book
                    return 1
                }()
                var chained = b
                    .map { $0 }
                public private(set) var ps: Book
                @Published
                var pub: Book
                var `default`: Book
            }
            """)
        let properties = StageInputs.properties(of: StageInputs.type("S", in: model))
        // `local` is inside a closure, not a member; `.map` continues `chained` on the next line.
        XCTAssertEqual(properties.map(\.name), ["id", "flag", "other", "dict", "more", "handler", "chained", "ps", "pub",
                                                "`default`"])
        XCTAssertEqual(properties.map(\.position), [
            position(3, 9), position(4, 9), position(4, 23), position(5, 9), position(5, 47), position(6, 9),
            position(10, 9), position(12, 29), position(14, 9), position(15, 9),
        ])
        XCTAssertEqual(properties.map(\.shape), [
            nil, nil, TypeShape(name: "Book"), TypeShape(name: "Book", container: .dictionary), TypeShape(name: "Book"),
            nil, nil, TypeShape(name: "Book"), TypeShape(name: "Book"), TypeShape(name: "Book"),
        ])
        XCTAssertEqual(properties.map(\.hasRestrictedSetter), [false, false, false, false, false, false, false, true,
                                                               false, false])
        // An attribute on its own line still makes the property wrapped.
        XCTAssertEqual(properties.map(\.wrapper), [nil, nil, nil, nil, nil, nil, nil, nil, "Published", nil])
        XCTAssertEqual(diagnostics, [])
    }

    func testTrailingIgnoreAppliesToTheDeclarationEndingOnItsLine() {
        let (model, diagnostics) = StageInputs.parse(#"""
            // lockstep: aggregate
            struct S: Identifiable {
                var id: Int
                var a: Book; var b: Book // lockstep: ignore
                var c: Book = Book(
                    x: 1) // lockstep: ignore
                var d = """
                  text
                  """ // lockstep: ignore
                var e: Book
            }
            """#)
        let properties = StageInputs.properties(of: StageInputs.type("S", in: model))
        XCTAssertEqual(properties.map(\.name), ["id", "a", "b", "c", "d", "e"])
        // Only the last declaration on the line takes it; a multi-line one takes it on its last line.
        XCTAssertEqual(properties.map(\.isIgnored), [false, false, true, true, true, false])
        XCTAssertEqual(diagnostics, [])
    }

    func testTrailingIgnoreBeforeAConditionalDirectiveStillApplies() {
        let (model, diagnostics) = StageInputs.parse("""
            // lockstep: aggregate
            struct S: Identifiable {
                var id: Int
                var a: Book // lockstep: ignore
                #if DEBUG
                var b: Book // lockstep: ignore
                #else
                var c: Book // lockstep: ignore
                #endif
                private var p: Book // lockstep: ignore
                #if X
                #endif
            }
            """)
        let properties = StageInputs.properties(of: StageInputs.type("S", in: model))
        XCTAssertEqual(properties.map(\.name), ["id", "a", "b", "c"])
        XCTAssertEqual(properties.map(\.isIgnored), [false, true, true, true])
        XCTAssertEqual(StageInputs.rendered(diagnostics), [], "the ignored private property is not reported")
    }

    func testAvailabilityNamingAPlatformIsKeptWhateverItSays() {
        let (model, _) = StageInputs.parse("""
            @available(iOS, introduced: 17, deprecated: 18)
            struct A {}
            @available(iOS, unavailable)
            struct B {}
            @available (macOS 14, *)
            struct C {}
            @available(*, deprecated)
            struct D {}
            """)
        let types = ["A", "B", "C", "D"].map { StageInputs.type($0, in: model) }
        XCTAssertEqual(types.map { $0?.availability ?? ["missing"] }, [
            ["@available(iOS, introduced: 17, deprecated: 18)"], ["@available(iOS, unavailable)"], ["@available(macOS 14, *)"], [],
        ])
        XCTAssertEqual(types.map { $0?.isDeprecated }, [true, false, false, true])
    }

    func testBacktickedTypeNamesAreKeptAsWritten() {
        let (model, _) = StageInputs.parse("struct `Type` { struct Inner {} }\nextension `Type`.Inner {}")
        XCTAssertEqual(model.types.map(\.qualifiedName), ["`Type`", "`Type`.Inner", "`Type`.Inner"])
    }

    /// A property declared without a type but with a lone literal has the literal's default type, a plain value
    /// (no offer to the overloads, no compiler-side warning in a class); anything else has no shape.
    func testALoneLiteralGivesItsDefaultType() {
        let (model, _) = StageInputs.parse("""
            // lockstep: aggregate
            struct Post: Identifiable {
                var id = 0
                var ratio = 0.5
                var large = 1e3
                var mask = 0xFF
                var hexFloat = 0x1p3
                var flag = true
                var title = "x"
                var raw = #"a"b"#
                var pattern = /a+/
                var extended = #/a+/#
                var negative = -1
                var missing: Int? = nil
                var made = Post.make()
            }
            """)
        let shapes = StageInputs.type("Post", in: model)?.items.compactMap { item -> String? in
            guard case .property(let property) = item else { return nil }
            return "\(property.name): \(property.shape?.name ?? "-")"
        }
        XCTAssertEqual(shapes, ["id: Int", "ratio: Double", "large: Double", "mask: Int", "hexFloat: Double", "flag: Bool", "title: String",
                                "raw: String", "pattern: -", "extended: -", "negative: -", "missing: Int", "made: -"])
    }
}
