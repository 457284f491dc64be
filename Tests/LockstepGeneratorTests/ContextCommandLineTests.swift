import Foundation
@testable import LockstepGeneratorCore
import XCTest

/// `--context` and `--external-context`: files of the modules a target depends on, read for the declarations its
/// extensions annotate, never generated for.
final class ContextCommandLineTests: XCTestCase {
    let declarations = "public struct PostView: Codable {\n    public let post: Post\n}\npublic struct Post: Codable, Identifiable {\n    public let id: Int\n}\n"
    let annotated = "import Lockstep\nimport Models\n\n// lockstep: aggregate\nextension PostView: Identifiable { public var id: Int { post.id } }\n"

    func testContextFilesAreReadForDeclarationsAndGetNoOutput() {
        let system = CommandLineTests.FakeSystem()
        system.files["Models/PostView.swift"] = declarations
        system.files["App/Views.swift"] = annotated
        XCTAssertEqual(system.tool.run(["--output-dir", "Out", "--context", "Models/PostView.swift", "App/Views.swift"]), 0, system.err.joined())
        XCTAssertEqual(system.writes, ["Out/Views+Lockstep.swift"])
        let output = system.files["Out/Views+Lockstep.swift"] ?? ""
        XCTAssertTrue(output.contains("""
            extension PostView: Aggregate {
                public var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
                    var collector = EntityKeyPathCollector<Self, Self>()
                    #sourceLocation(file: "Models/PostView.swift", line: 2)
                    collector.addEntity(\\.post)
            """), output)
        XCTAssertTrue(output.contains("extension PostView: StructurallyComparable {"), output)
        XCTAssertTrue(output.contains("extension Post: StructurallyComparable {"), output)
    }

    func testExternalContextMakesConformancesRetroactive() {
        let system = CommandLineTests.FakeSystem()
        system.files["Models.swift"] = declarations
        system.files["Views.swift"] = annotated
        XCTAssertEqual(system.tool.run(["--output", "Gen.swift", "--external-context=Models.swift", "Views.swift"]), 0, system.err.joined())
        XCTAssertTrue(system.files["Gen.swift"]?.contains("extension PostView: @retroactive Aggregate {") ?? false)
    }

    func testAnUnreadableContextFileLeavesTheTypeUnseen() {
        let system = CommandLineTests.FakeSystem()
        system.files["Views.swift"] = annotated
        XCTAssertEqual(system.tool.run(["--output", "Gen.swift", "--context", "Missing.swift", "Views.swift"]), 1)
        XCTAssertEqual(system.err, [
            "Views.swift:4:1: error: lockstep-gen cannot see the declaration of 'PostView' (it is not in this target or in a source module it depends on), so it cannot read its stored properties: name those that hold entities, as in '// lockstep: aggregate post, creator'",
        ])
    }

    func testContextNeedsAPath() {
        let system = CommandLineTests.FakeSystem()
        XCTAssertEqual(system.tool.run(["Views.swift", "--context"]), 2)
        XCTAssertEqual(system.err.first, "lockstep-gen: error: --context needs a path")
    }

    /// With `--context-module`, a name is the dependency's type only in a file that imports that module, or
    /// spelled with its name: otherwise it is another module's (`SwiftUI.Color`), left to the compiler.
    func testAContextTypeIsClassifiedOnlyWhereItsModuleIsImported() {
        let system = CommandLineTests.FakeSystem()
        system.files["Models/Post.swift"] = "public struct Post: Codable, Identifiable {\n    public let id: Int\n}\n"
        system.files["App/Feed.swift"] = """
            import Lockstep
            import Models

            // lockstep: aggregate
            struct Feed: Identifiable {
                var id: Int
                var posts: Set<Post>
                var pinned: Models.Post
                var other: Remote.Post
            }
            """
        system.files["App/Other.swift"] = """
            import Lockstep
            import Remote

            // lockstep: aggregate
            struct Other: Identifiable {
                var id: Int
                var post: Post
            }
            """
        let arguments = ["--output-dir", "Out", "--context-module", "Models", "--context", "Models/Post.swift", "App/Feed.swift", "App/Other.swift"]
        XCTAssertEqual(system.tool.run(arguments), 0, system.err.joined())
        XCTAssertEqual(system.err, [
            "App/Feed.swift:7:9: warning: Feed.posts holds a Set of entities, which has no positions to write updates into; use an Array, or mark the property '// lockstep: ignore'",
        ])
        let feed = system.files["Out/Feed+Lockstep.swift"] ?? ""
        XCTAssertTrue(feed.contains("        collector.addEntity(\\.pinned)\n        collector.add(\\.other)\n"), feed)
        XCTAssertTrue(system.files["Out/Other+Lockstep.swift"]?.contains("        collector.add(\\.post)\n") ?? false)
    }

    func testContextModuleNeedsAName() {
        let system = CommandLineTests.FakeSystem()
        XCTAssertEqual(system.tool.run(["Views.swift", "--context-module"]), 2)
        XCTAssertEqual(system.err.first, "lockstep-gen: error: --context-module needs a module name")
    }
}
