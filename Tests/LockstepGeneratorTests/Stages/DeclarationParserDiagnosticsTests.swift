@testable import LockstepGeneratorCore
import XCTest

/// The declaration parser's diagnostics on their own, exact message and position: near misses of the
/// annotation syntax, annotations on declarations they cannot apply to, and members an annotated type cannot
/// offer. (The emitter's and target index's own diagnostics are not the parser's, so they do not appear here.)
final class DeclarationParserDiagnosticsTests: XCTestCase {
    private let spelling = "is read as the annotation"

    func testNearMissesAreReadAsTheAnnotationWithAWarning() {
        let (model, diagnostics) = StageInputs.parse("""
            // Lockstep: aggregate
            struct A: Identifiable { var id: Int }
            //lockstep wrapper
            enum B { case b(Book) }
            /** LOCKSTEP : aggregate */
            struct C: Identifiable { var id: Int }
            """)
        XCTAssertEqual(model.types.map(\.annotation), [.aggregate, .wrapper, .aggregate])
        XCTAssertEqual(StageInputs.rendered(diagnostics), [
            "1:1 warning: 'Lockstep: aggregate' \(spelling) 'lockstep: aggregate'; write it as '// lockstep: aggregate'",
            "3:1 warning: 'lockstep wrapper' \(spelling) 'lockstep: wrapper'; write it as '// lockstep: wrapper'",
            "5:1 warning: 'LOCKSTEP : aggregate' \(spelling) 'lockstep: aggregate'; write it as '// lockstep: aggregate'",
        ])
    }

    func testMisspelledAndEmptyAnnotationsAreErrorsAndAttachNothing() {
        let (model, diagnostics) = StageInputs.parse("""
            // lockstep: agregate
            struct A {}
            // lockstep: ignor
            struct B {}
            // lockstep: sync
            struct C {}
            // lockstep:
            struct D {}
            """)
        XCTAssertEqual(model.types.map(\.annotation), [nil, nil, nil, nil])
        XCTAssertEqual(StageInputs.rendered(diagnostics), [
            "1:1 error: unknown lockstep annotation 'agregate'; did you mean 'aggregate'?",
            "3:1 error: unknown lockstep annotation 'ignor'; did you mean 'ignore'?",
            "5:1 error: unknown lockstep annotation 'sync'; expected 'aggregate', 'wrapper' or 'ignore'",
            "7:1 error: empty lockstep annotation; expected 'aggregate', 'wrapper' or 'ignore'",
        ])
    }

    func testAnnotationsOnDeclarationsTheyCannotApplyTo() {
        let (model, diagnostics) = StageInputs.parse("""
            // lockstep: wrapper
            final class C {}
            // lockstep: aggregate
            enum E { case a }
            // lockstep: ignore
            struct S {
                var x: Int // lockstep: aggregate
                // lockstep: ignore
                func f() {}
            }
            // lockstep: aggregate
            protocol P {}
            // lockstep: aggregate
            typealias T = Int
            """)
        XCTAssertEqual(model.types.map(\.annotation), [nil, nil, nil, nil])
        XCTAssertEqual(StageInputs.rendered(diagnostics), [
            "1:1 error: 'lockstep: wrapper' applies to an enum or struct, not to a class",
            "3:1 error: 'lockstep: aggregate' applies to a struct or class, not to an enum",
            "5:1 warning: 'lockstep: ignore' applies to a stored property or enum case, not to a struct",
            "7:16 error: 'lockstep: aggregate' applies to a struct or class, not to a property",
            "8:5 warning: 'lockstep: ignore' applies to a stored property or enum case, not to a function",
            "11:1 error: 'lockstep: aggregate' applies to a struct or class, not to a protocol",
            "13:1 error: 'lockstep: aggregate' applies to a struct or class, not to a typealias",
        ])
    }

    func testConflictingAndOrphanedAnnotations() {
        let (model, diagnostics) = StageInputs.parse("""
            // lockstep: aggregate
            // lockstep: wrapper
            struct Both: Identifiable { var id: Int }
            func f() {
                // lockstep: aggregate
                struct Local {}
            }
            struct A {} // lockstep: wrapper
            struct B {}
            // lockstep: ignore
            """)
        XCTAssertEqual(model.types.first?.annotation, .aggregate)
        XCTAssertEqual(StageInputs.rendered(diagnostics), [
            "2:1 error: lockstep annotation 'wrapper' conflicts with 'aggregate' on the same declaration",
            "5:5 warning: lockstep annotation 'aggregate' is not attached to any declaration it can apply to",
            "8:13 warning: lockstep annotation 'wrapper' is not attached to any declaration it can apply to",
            "10:1 warning: lockstep annotation 'ignore' is not attached to any declaration it can apply to",
        ])
    }

    func testTypesGeneratedCodeCannotConformAreRefusedAtTheirName() {
        let (model, diagnostics) = StageInputs.parse("""
            // lockstep: aggregate
            private struct Hidden: Identifiable { var id: Int }
            // lockstep: aggregate
            class NotFinal: Identifiable { var id = 0 }
            // lockstep: aggregate
            @MainActor final class Isolated: Identifiable { nonisolated let id = 0 }
            """)
        XCTAssertEqual(model.types.map(\.annotation), [nil, nil, nil])
        XCTAssertEqual(StageInputs.rendered(diagnostics), [
            "2:16 error: type 'Hidden' is private; code generated in another file cannot extend it, so make it internal (or wider) or remove the annotation",
            "4:7 error: class 'NotFinal' must be final to conform to Aggregate, whose requirement uses 'Self'; mark it 'final'",
            "6:24 error: class 'Isolated' is isolated to the main actor, so a nonisolated 'Aggregate' conformance cannot read its properties; make it a struct, or remove '@MainActor' or the annotation",
        ])
    }

    func testPrivateAndTupleMembersWarnUnlessATrailingIgnoreCancelsIt() {
        let (model, diagnostics) = StageInputs.parse("""
            // lockstep: aggregate
            struct F: Identifiable {
                var id: Int
                private var hidden: Book // lockstep: ignore
                private var shown: Book
                fileprivate var near: Book
                var (x, y): (Book, Book)
            }
            """)
        let silence = "mark it '// lockstep: ignore'"
        XCTAssertEqual(StageInputs.rendered(diagnostics), [
            "5:17 warning: property 'shown' is private and cannot be kept in sync by generated code; make it internal or \(silence)",
            "6:21 warning: property 'near' is fileprivate and cannot be kept in sync by generated code; make it internal or \(silence)",
            "7:9 warning: tuple pattern cannot be kept in sync by generated code; declare one property per name or \(silence)",
        ])
        XCTAssertEqual(StageInputs.properties(of: StageInputs.type("F", in: model)).map(\.name), ["id"])
        XCTAssertEqual(StageInputs.type("F", in: model)?.hidesStoredState, true)
    }

    func testDiagnosticsCarryThePathAsGiven() {
        let (_, diagnostics) = StageInputs.parse("// lockstep: agregate\nstruct A {}", path: "Sources/App/Model.swift")
        XCTAssertEqual(diagnostics.map(\.formatted),
                       ["Sources/App/Model.swift:1:1: error: unknown lockstep annotation 'agregate'; did you mean 'aggregate'?"])
    }
}
