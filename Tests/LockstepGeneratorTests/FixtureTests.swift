import Foundation
import LockstepGeneratorCore
import XCTest

/// Runs the golden cases under `Fixtures/`, one test per folder (see ``FixtureCaseTests``): the inputs
/// `input.swift`, `input-2.swift`… are one target, `context.swift`, `context-2.swift`… the files of a module it
/// depends on (read only for declarations); each input gives `expected.swift`, `expected-2.swift`… (generated
/// code) and together `expected-diagnostics.txt` (exact diagnostic lines; absent means none).
///
/// `UPDATE_FIXTURES=1 swift test --filter LockstepGeneratorTests` rewrites the expected files instead of
/// comparing; review the diff.
final class FixtureTests: XCTestCase {
    /// `Fixtures/` at the package root, found from this file's path so no resources are needed.
    static let fixturesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func caseDirectories() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: fixturesDirectory, includingPropertiesForKeys: nil)
            .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("input.swift").path) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// `input.swift`, then `input-2.swift`, `input-3.swift`… as long as they exist.
    static func inputNames(in directory: URL) -> [String] {
        var names = ["input.swift"]
        while FileManager.default.fileExists(atPath: directory.appendingPathComponent("input-\(names.count + 1).swift").path) {
            names.append("input-\(names.count + 1).swift")
        }
        return names
    }

    /// `context.swift`, `context-2.swift`… as long as they exist: files of a module the target depends on.
    static func contextNames(in directory: URL) -> [String] {
        var names: [String] = []
        while FileManager.default.fileExists(atPath: directory.appendingPathComponent(names.isEmpty ? "context.swift" : "context-\(names.count + 1).swift").path) {
            names.append(names.isEmpty ? "context.swift" : "context-\(names.count + 1).swift")
        }
        return names
    }

    /// Runs the case in `Fixtures/<name>`.
    static func check(_ name: String) throws {
        let directory = fixturesDirectory.appendingPathComponent(name)
        let names = inputNames(in: directory)
        let read = { (name: String) in SourceInput(path: name, bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))) }
        let inputs = try names.map(read)
        let context = try contextNames(in: directory).map(read)
        let result = Generator.generate(inputs, context: context)
        let diagnostics = result.diagnostics.map { $0.formatted + "\n" }.joined()
        let diagnosticsURL = directory.appendingPathComponent("expected-diagnostics.txt")
        let outputURLs = names.indices.map { directory.appendingPathComponent($0 == 0 ? "expected.swift" : "expected-\($0 + 1).swift") }
        if ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] == "1" {
            for (url, output) in zip(outputURLs, result.outputs) { try rewrite(url, with: result.hasErrors ? nil : output) }
            try rewrite(diagnosticsURL, with: diagnostics.isEmpty ? nil : diagnostics)
            return
        }
        let expectedDiagnostics = (try? String(contentsOf: diagnosticsURL, encoding: .utf8)) ?? ""
        if diagnostics != expectedDiagnostics {
            XCTFail("\(name): diagnostics differ\n" + LineDiff.render(expected: expectedDiagnostics, actual: diagnostics))
        }
        for (url, output) in zip(outputURLs, result.outputs) {
            if result.hasErrors {
                XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), "\(name): input has errors, so no output must be expected")
                continue
            }
            guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
                XCTFail("\(name): missing \(url.lastPathComponent) (run UPDATE_FIXTURES=1 swift test --filter LockstepGeneratorTests)")
                continue
            }
            if output != expected {
                XCTFail("\(name)/\(url.lastPathComponent): generated code differs\n" + LineDiff.render(expected: expected, actual: output))
            }
        }
        // Determinism: a second run gives the same bytes.
        XCTAssertEqual(Generator.generate(inputs, context: context).outputs, result.outputs)
    }

    private static func rewrite(_ url: URL, with content: String?) throws {
        if let content {
            try Data(content.utf8).write(to: url, options: .atomic)
        } else if FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.removeItem(at: url)
        }
    }

    /// Every folder has its own test in `FixtureCaseTests.swift`, so `--filter` reaches each case alone.
    func testEveryFixtureHasItsOwnTest() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("FixtureCaseTests.swift"), encoding: .utf8)
        let cases = try Self.caseDirectories().map(\.lastPathComponent)
        XCTAssertGreaterThan(cases.count, 10, "fixtures not found at \(Self.fixturesDirectory.path)")
        for name in cases {
            XCTAssertTrue(source.contains("try FixtureTests.check(\"\(name)\")"), "Fixtures/\(name) has no test in FixtureCaseTests.swift")
        }
    }
}
