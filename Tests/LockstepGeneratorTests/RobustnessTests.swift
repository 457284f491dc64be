import Foundation
import LockstepGeneratorCore
import XCTest

/// The scanner and parser must return on any input — truncated files, random damage, pathological
/// nesting — because they run inside every build of every user project.
final class RobustnessTests: XCTestCase {
    /// Deterministic PRNG (SplitMix64) so a failure reproduces exactly.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Bytes that matter most to the scanner's state machines, plus invalid UTF-8.
    static let interestingBytes: [UInt8] = Array("\"{}/*#\\\n()`@:,=".utf8) + [0xFF, 0xC3, 0x80, 0x00]

    func testTruncatedPrefixesOfEveryFixture() throws {
        for directory in try FixtureTests.caseDirectories() {
            let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent("input.swift")))
            for length in stride(from: 0, through: bytes.count, by: 7) {
                _ = Generator.generate([SourceInput(path: "input.swift", bytes: Array(bytes[..<length]))])
            }
        }
    }

    func testRandomMutationsOfEveryFixture() throws {
        var random = SeededGenerator(state: 42)
        for directory in try FixtureTests.caseDirectories() {
            let original = [UInt8](try Data(contentsOf: directory.appendingPathComponent("input.swift")))
            for _ in 0..<200 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let byte = Self.interestingBytes.randomElement(using: &random)!
                    let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes.insert(byte, at: position)
                    case 1 where !bytes.isEmpty: bytes.remove(at: position)
                    default: if !bytes.isEmpty { bytes[position] = byte }
                    }
                }
                let result = Generator.generate([SourceInput(path: "input.swift", bytes: bytes)])
                // Even damaged input must give positions inside the file.
                for diagnostic in result.diagnostics {
                    XCTAssertGreaterThanOrEqual(diagnostic.line, 1)
                    XCTAssertGreaterThanOrEqual(diagnostic.column, 1)
                }
            }
        }
    }

    func testDeeplyNestedBracesDoNotOverflowTheStack() {
        let depth = 10_000
        let braces = String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
        _ = Generator.generate([SourceInput(path: "a.swift", text: "func f() \(braces)")])
        let types = String(repeating: "struct S {\n", count: depth) + String(repeating: "}\n", count: depth)
        let nested = Generator.generate([SourceInput(path: "b.swift", text: types)])
        XCTAssertEqual(nested.diagnostics.map(\.message), ["types nested more than 256 levels deep are not scanned; annotations inside them are ignored"])
        let interpolations = String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)
        _ = Generator.generate([SourceInput(path: "c.swift", text: "let s = \(interpolations)")])
        let comments = String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth)
        XCTAssertTrue(Generator.generate([SourceInput(path: "d.swift", text: comments)]).diagnostics.isEmpty)
    }

    func testDeeplyNestedAnnotatedTypesAreQualified() {
        let depth = 200
        let source = String(repeating: "enum N {\n", count: depth) + "// lockstep: aggregate\nstruct Leaf: Identifiable { var id: Int }\n"
            + String(repeating: "}\n", count: depth)
        let result = Generator.generate([SourceInput(path: "n.swift", text: source)])
        XCTAssertTrue(result.output.contains("extension " + Array(repeating: "N", count: depth).joined(separator: ".") + ".Leaf: Aggregate"))
    }

    func testOneMegabyteSingleLine() {
        let line = "// lockstep: aggregate\nstruct Big: Identifiable { var id: Int; " + String(repeating: "var p: Int = 1 + 2; ", count: 50_000) + "}"
        XCTAssertGreaterThan(line.utf8.count, 1_000_000)
        let result = Generator.generate([SourceInput(path: "big.swift", text: line)])
        XCTAssertTrue(result.output.contains("extension Big: Aggregate"))
        let string = "let s = \"" + String(repeating: "x", count: 1_000_000) + "\""
        XCTAssertTrue(Generator.generate([SourceInput(path: "s.swift", text: string)]).diagnostics.isEmpty)
    }
}
