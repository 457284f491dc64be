import Foundation
import LockstepGeneratorCore
import XCTest

/// Runs every golden case under `Fixtures/`: `input.swift` → `expected.swift` (generated code) and
/// `expected-diagnostics.txt` (exact diagnostic lines; absent means none).
///
/// `UPDATE_FIXTURES=1 swift test` rewrites the expected files instead of comparing; review the diff.
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

    func testFixtures() throws {
        let update = ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] == "1"
        let cases = try Self.caseDirectories()
        XCTAssertGreaterThan(cases.count, 10, "fixtures not found at \(Self.fixturesDirectory.path)")
        for directory in cases {
            let name = directory.lastPathComponent
            let input = try Data(contentsOf: directory.appendingPathComponent("input.swift"))
            let result = Generator.generate([SourceInput(path: "input.swift", bytes: [UInt8](input))])
            let diagnostics = result.diagnostics.map { $0.formatted + "\n" }.joined()
            let outputURL = directory.appendingPathComponent("expected.swift")
            let diagnosticsURL = directory.appendingPathComponent("expected-diagnostics.txt")
            if update {
                try rewrite(outputURL, with: result.hasErrors ? nil : result.output)
                try rewrite(diagnosticsURL, with: diagnostics.isEmpty ? nil : diagnostics)
                continue
            }
            let expectedDiagnostics = (try? String(contentsOf: diagnosticsURL, encoding: .utf8)) ?? ""
            if diagnostics != expectedDiagnostics {
                XCTFail("\(name): diagnostics differ\n" + LineDiff.render(expected: expectedDiagnostics, actual: diagnostics))
            }
            if result.hasErrors {
                XCTAssertFalse(FileManager.default.fileExists(atPath: outputURL.path),
                               "\(name): input has errors, so no output must be expected")
                continue
            }
            guard let expected = try? String(contentsOf: outputURL, encoding: .utf8) else {
                XCTFail("\(name): missing expected.swift (run UPDATE_FIXTURES=1 swift test)")
                continue
            }
            if result.output != expected {
                XCTFail("\(name): generated code differs\n" + LineDiff.render(expected: expected, actual: result.output))
            }
            // Determinism: a second run gives the same bytes.
            XCTAssertEqual(Generator.generate([SourceInput(path: "input.swift", bytes: [UInt8](input))]).output, result.output)
        }
    }

    private func rewrite(_ url: URL, with content: String?) throws {
        if let content {
            try Data(content.utf8).write(to: url, options: .atomic)
        } else if FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.removeItem(at: url)
        }
    }
}
