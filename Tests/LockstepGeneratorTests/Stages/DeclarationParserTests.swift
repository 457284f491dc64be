@testable import LockstepGeneratorCore
import XCTest

/// The declaration parser stage on its own: the ``SourceFileModel`` it builds from scanned tokens (types and
/// their nesting, annotations, stored properties and cases, initializers, access levels, `#if` lines), which
/// is everything the emitter and the target index know about a file. Diagnostics are in
/// `DeclarationParserDiagnosticsTests`.
final class DeclarationParserTests: XCTestCase {
    func testNestedTypesAndExtensionsGetQualifiedNames() {
        let (model, diagnostics) = StageInputs.parse("""
            struct Outer {
                enum Middle {
                    class Inner {}
                }
            }
            extension Outer.Middle {
                struct Added {}
            }
            """)
        XCTAssertEqual(model.types.map { "\($0.kind.rawValue) \($0.name) \($0.qualifiedName)" }, [
            "struct Outer Outer", "enum Middle Outer.Middle", "class Inner Outer.Middle.Inner",
            "extension Outer.Middle Outer.Middle", "struct Added Outer.Middle.Added",
        ])
        XCTAssertEqual(model.types.map { "\($0.position.line):\($0.position.column)-\($0.endLine)" },
                       ["1:8-5", "2:10-4", "3:15-3", "6:11-8", "7:12-7"])
        XCTAssertEqual(model.items, [.type(0), .type(1), .type(2), .type(3), .type(4)])
        XCTAssertEqual(diagnostics, [])
    }

    func testAnnotationsAttachToTheTypeTheyLead() {
        let (model, diagnostics) = StageInputs.parse("""
            // lockstep: aggregate
            @available(iOS 17, *)
            struct Feed: Identifiable, Codable {
                var id: Int
            }
            /* lockstep: wrapper */ enum Item { case book(Book) }
            /// lockstep: wrapper
            struct Box { var book: Book }
            struct Plain { var id: Int }
            """)
        XCTAssertEqual(model.types.map(\.annotation), [.aggregate, .wrapper, .wrapper, nil])
        XCTAssertEqual(model.types.map { $0.annotationPosition.map { "\($0.line):\($0.column)" } },
                       ["1:1", "6:1", "7:1", nil])
        XCTAssertEqual(model.types[0].inheritedNames, ["Identifiable", "Codable"])
        XCTAssertEqual(model.types[0].availability, ["@available(iOS 17, *)"])
        XCTAssertEqual(model.types[0].position, SourcePosition(line: 3, column: 8))
        // Only annotated types collect their members as items; every struct collects what it compares.
        XCTAssertEqual(model.types[3].items, [])
        XCTAssertEqual(model.types[3].comparedMembers, [.property(ComparedProperty(
            name: "id", isLet: false, hasInitialValue: false, isDeprecated: false, shape: TypeShape(name: "Int"),
            position: SourcePosition(line: 9, column: 20)))])
        XCTAssertEqual(diagnostics, [])
    }

    func testStoredPropertiesAreKeptAndEverythingElseFiltered() {
        let (model, diagnostics) = StageInputs.parse("""
            // lockstep: aggregate
            struct S: Identifiable {
                let id: Int
                var name: String = ""
                var computed: Int { 1 }
                var settable: Int { get { 1 } set {} }
                var observed: [Book] = [] { didSet {} }
                static var shared = 0
                lazy var cache: Book? = nil
                private(set) var readOnly: Book
                var a, b: Book
                @Frozen var frozen: Book
                var ignored: Book // lockstep: ignore
                // lockstep: ignore
                var ignoredToo: Book
                func method() { var local: Book }
            }
            """)
        let properties = StageInputs.properties(of: StageInputs.type("S", in: model))
        XCTAssertEqual(properties.map(\.name), ["id", "name", "observed", "readOnly", "a", "b", "frozen", "ignored"])
        XCTAssertEqual(properties.map { "\($0.position.line):\($0.position.column)" },
                       ["3:9", "4:9", "7:9", "10:22", "11:9", "11:12", "12:17", "13:9"])
        XCTAssertEqual(properties.map(\.hasRestrictedSetter), [false, false, false, true, false, false, false, false])
        XCTAssertEqual(properties.map(\.wrapper), [nil, nil, nil, nil, nil, nil, "Frozen", nil])
        XCTAssertEqual(properties.map(\.isIgnored), [false, false, false, false, false, false, false, true])
        // `var a, b: Book`: the type is written once, after the last name, so only `b` has a shape.
        XCTAssertEqual(properties.map { $0.shape?.name }, ["Int", "String", "Book", "Book", nil, "Book", "Book", "Book"])
        XCTAssertEqual(properties[2].shape, TypeShape(name: "Book", arrayDepth: 1))
        XCTAssertEqual(diagnostics, [])
    }

    func testComparedMembersRecordLetAndInitialValues() {
        let (model, _) = StageInputs.parse("""
            final class Post {
                let id: Int
                let title = "x"
                var body: String
                static let shared = Post()
                lazy var cache = 0
                var derived: Int { 0 }
            }
            """)
        let post = StageInputs.type("Post", in: model)
        XCTAssertEqual(post?.comparedMembers, [
            .property(ComparedProperty(name: "id", isLet: true, hasInitialValue: false, isDeprecated: false,
                                       shape: TypeShape(name: "Int"), position: SourcePosition(line: 2, column: 9))),
            // A lone literal gives the property its default type.
            .property(ComparedProperty(name: "title", isLet: true, hasInitialValue: true, isDeprecated: false,
                                       shape: TypeShape(name: "String"), position: SourcePosition(line: 3, column: 9))),
            .property(ComparedProperty(name: "body", isLet: false, hasInitialValue: false, isDeprecated: false,
                                       shape: TypeShape(name: "String"), position: SourcePosition(line: 4, column: 9))),
        ])
        XCTAssertEqual(post?.isFinal, true)
        XCTAssertEqual(post?.hidesStoredState, false)
    }

    func testComparedNamesLeaveOutExactlyTheStandardNames() {
        // Every standard name in one struct, then near misses and names of the target: the parser's byte-by-byte
        // check must agree with the index's list, name for name.
        let standard = TargetIndex.structurallyEqualStandardNames.sorted()
        let others = ["Strings", "Int128", "URLs", "Dat", "Optionals", "Foundations", "Account", "Swift2", "SET"]
        let properties = (standard + others).enumerated().map { "    var p\($0.offset): \($0.element)" }
        let (model, _) = StageInputs.parse("struct Post: Equatable {\n" + properties.joined(separator: "\n") + "\n}")
        XCTAssertEqual(standard.count, 29)
        XCTAssertEqual(StageInputs.type("Post", in: model)?.comparedNames, others)
    }

    func testTypeShapesOfDeclaredTypes() {
        let (model, _) = StageInputs.parse("""
            // lockstep: aggregate
            struct Shapes {
                var a: [[Mastodon.Account]]?
                var b: [String: Account]
                var c: Set<Book>
                var d: [Lossy<Guild>]
                var e: Book??
                var f: Optional<Array<Book>>
                var g: (Int, Book)
            }
            """)
        XCTAssertEqual(StageInputs.properties(of: StageInputs.type("Shapes", in: model)).map(\.shape), [
            TypeShape(name: "Mastodon.Account", arrayDepth: 2, isOptional: true),
            TypeShape(name: "Account", container: .dictionary),
            TypeShape(name: "Book", container: .set),
            TypeShape(name: "Lossy", arguments: ["Guild"], arrayDepth: 1),
            TypeShape(name: "Book", isOptional: true, hasInnerOptional: true),
            TypeShape(name: "Book", arrayDepth: 1, isOptional: true),
            TypeShape(name: nil),
        ])
    }

    func testEnumCasesWithPayloads() {
        let (model, diagnostics) = StageInputs.parse("""
            // lockstep: wrapper
            enum Item {
                case book(Book), game(item: Game)
                case none
                case pair(Book, Game)
                case maybe(Book?)
                case run(() -> Void)
                case any(any Entity)
                case skipped(Book) // lockstep: ignore
            }
            """)
        let item = StageInputs.type("Item", in: model)
        XCTAssertEqual(item?.items, [
            .enumCase(EnumCaseDeclaration(name: "book", label: nil, accessorType: "Book?", payload: TypeShape(name: "Book"),
                                          position: SourcePosition(line: 3, column: 10), isDeprecated: false, isIgnored: false)),
            .enumCase(EnumCaseDeclaration(name: "game", label: "item", accessorType: "Game?", payload: TypeShape(name: "Game"),
                                          position: SourcePosition(line: 3, column: 22), isDeprecated: false, isIgnored: false)),
            .multiPayloadCase(MultiPayloadCase(name: "pair", position: SourcePosition(line: 5, column: 10),
                                               payloads: [TypeShape(name: "Book"), TypeShape(name: "Game")], isIgnored: false)),
            .enumCase(EnumCaseDeclaration(name: "maybe", label: nil, accessorType: "Book?",
                                          payload: TypeShape(name: "Book", isOptional: true),
                                          position: SourcePosition(line: 6, column: 10), isDeprecated: false, isIgnored: false)),
            .enumCase(EnumCaseDeclaration(name: "run", label: nil, accessorType: "(() -> Void)?", payload: TypeShape(name: nil),
                                          position: SourcePosition(line: 7, column: 10), isDeprecated: false, isIgnored: false)),
            .enumCase(EnumCaseDeclaration(name: "any", label: nil, accessorType: "(any Entity)?", payload: TypeShape(name: nil),
                                          position: SourcePosition(line: 8, column: 10), isDeprecated: false, isIgnored: false)),
            .enumCase(EnumCaseDeclaration(name: "skipped", label: nil, accessorType: "Book?", payload: TypeShape(name: "Book"),
                                          position: SourcePosition(line: 9, column: 10), isDeprecated: false, isIgnored: true)),
        ])
        XCTAssertEqual(item?.hasPayloadCases, true)
        XCTAssertEqual(item?.comparedMembers.compactMap { member -> String? in
            if case .enumCase(let name, let payloads, _) = member { return "\(name)/\(payloads.count)" }
            return nil
        }, ["book/1", "game/1", "none/0", "pair/2", "maybe/1", "run/1", "any/1", "skipped/1"])
        XCTAssertEqual(diagnostics, [])
    }

    func testInitializersOtherFilesCanCall() {
        let (model, _) = StageInputs.parse("""
            // lockstep: aggregate
            final class Post: Identifiable {
                let id: Int
                let author: Author
                init(id: Int, author: Author) { self.id = id; self.author = author }
                convenience init(_ id: Int) { self.init(id: id, author: Author()) }
                convenience init?(string: String) { nil }
                init(data: Data) throws { fatalError() }
                init(stream: Stream) async { fatalError() }
                private init(secret: Int) { fatalError() }
                @available(*, deprecated) init(old: Int) { fatalError() }
            }
            extension Post {
                convenience init(author: Author) { self.init(id: 0, author: author) }
            }
            """)
        XCTAssertEqual(StageInputs.type("Post", in: model)?.initializers,
                       [InitializerDeclaration(labels: ["id", "author"]), InitializerDeclaration(labels: ["_"])])
        XCTAssertEqual(model.types[1].kind, .extension)
        XCTAssertEqual(model.types[1].initializers, [InitializerDeclaration(labels: ["author"])])
    }

    func testExtensionsAddingConformancesAndMembers() {
        let (model, _) = StageInputs.parse("""
            enum Item { case book(Book) }
            extension Item: Identifiable, Equatable {
                var id: Int { 0 }
                var book: Book? { get { nil } set {} }
                static func == (lhs: Item, rhs: Item) -> Bool { true }
            }
            """)
        let extensionType = model.types[1]
        XCTAssertEqual(extensionType.kind, .extension)
        XCTAssertEqual(extensionType.qualifiedName, "Item")
        XCTAssertEqual(extensionType.inheritedNames, ["Identifiable", "Equatable"])
        XCTAssertEqual(extensionType.members["id"]?.kind, .getOnlyProperty)
        XCTAssertEqual(extensionType.members["book"]?.kind, .settableProperty)
        XCTAssertEqual(extensionType.members["book"]?.position, SourcePosition(line: 4, column: 9))
        XCTAssertEqual(extensionType.declaresEquality, true)
    }

    func testAccessLevelsAreLoweredToTheEnclosingScope() {
        let (model, _) = StageInputs.parse("""
            public struct A {
                struct B {}
                public struct C {}
            }
            public extension A {
                struct D {}
            }
            private struct P { public struct Q {} }
            fileprivate struct F {}
            package struct K {}
            open class O {}
            """)
        XCTAssertEqual(model.types.map { "\($0.qualifiedName) \($0.access)" }, [
            "A public", "A.B internal", "A.C public", "A public", "A.D public", "P private", "P.Q private",
            "F fileprivate", "K package", "O open",
        ])
    }

    func testConditionalBranchesInBodiesAndAtFileLevel() {
        let (model, _) = StageInputs.parse("""
            import Foundation
            @preconcurrency import Combine
            #if canImport(UIKit)
            import UIKit
            #endif
            // lockstep: aggregate
            struct S: Identifiable {
                var id: Int
                #if os(iOS)
                var phone: Book
                #elseif os(macOS) // desktop
                var mac: Book
                #else
                var other: Book
                #endif
            }
            #if DEBUG
            struct DebugOnly {}
            #endif
            """)
        func directive(_ kind: ConditionalDirective.Kind, _ text: String) -> ConditionalDirective {
            ConditionalDirective(kind: kind, text: text)
        }
        XCTAssertEqual(model.imports, ["import Foundation", "@preconcurrency import Combine"])
        let members = (StageInputs.type("S", in: model)?.items ?? []).map { item -> String in
            switch item {
            case .directive(let directive): return directive.text
            case .property(let property): return "var \(property.name)"
            case .enumCase, .multiPayloadCase: return "case"
            }
        }
        XCTAssertEqual(members, ["var id", "#if os(iOS)", "var phone", "#elseif os(macOS)", "var mac", "#else", "var other",
                                 "#endif"])
        XCTAssertEqual(model.items, [
            .directive(directive(.if, "#if canImport(UIKit)")), .directive(directive(.endif, "#endif")), .type(0),
            .directive(directive(.if, "#if os(iOS)")), .directive(directive(.elseif, "#elseif os(macOS)")),
            .directive(directive(.else, "#else")), .directive(directive(.endif, "#endif")),
            .directive(directive(.if, "#if DEBUG")), .type(1), .directive(directive(.endif, "#endif")),
        ])
    }

    func testTypeLevelFlagsFromAttributesAndGenerics() {
        let (model, _) = StageInputs.parse("""
            @MainActor struct Screen {}
            @Model final class Stored {}
            @available(*, deprecated) struct Old {}
            struct Box<Element: Identifiable & Codable, Other> where Other: Hashable {
                struct Inner {}
            }
            typealias Alias = [String: Page<Post>]
            func == (lhs: Hand, rhs: Hand) -> Bool { true }
            """)
        XCTAssertEqual(model.types.map(\.isMainActor), [true, false, false, false, false])
        XCTAssertEqual(model.types.map(\.hasMacroAttribute), [false, true, false, false, false])
        XCTAssertEqual(model.types.map(\.isDeprecated), [false, false, true, false, false])
        XCTAssertEqual(model.types.map(\.isGeneric), [false, false, false, true, false])
        XCTAssertEqual(model.types.map(\.isInGenericContext), [false, false, false, false, true])
        XCTAssertEqual(model.types[3].genericConstraints, ["Element": ["Identifiable", "Codable"], "Other": ["Hashable"]])
        XCTAssertEqual(model.typeAliases, ["Alias"])
        XCTAssertEqual(model.aliasedNames, ["Alias": ["Page", "Post"]])
        XCTAssertEqual(model.equalityOperandNames, ["lhs", "Hand", "rhs"])
    }
}
