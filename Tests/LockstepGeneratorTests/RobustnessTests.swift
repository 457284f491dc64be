import Foundation
import LockstepGeneratorCore
import LockstepTestSupport
import XCTest

/// The scanner and parser must return on any input — truncated files, random damage, pathological
/// nesting — because they run inside every build of every user project.
final class RobustnessTests: XCTestCase {
    /// Bytes that matter most to the scanner's state machines, plus invalid UTF-8.
    static let interestingBytes: [UInt8] = Array("\"{}/*#\\\n()`@:,=".utf8) + [0xFF, 0xC3, 0x80, 0x00]

    func testTruncatedPrefixesOfEveryFixture() throws {
        for directory in try FixtureTests.caseDirectories() {
            let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent("input.swift")))
            for length in stride(from: 0, through: bytes.count, by: 7) {
                // Returns, with one output for the one input and every diagnostic inside the file.
                let result = Self.generate(Array(bytes[..<length]))
                XCTAssertEqual(result.outputs.count, 1, "\(directory.lastPathComponent) cut at byte \(length)")
            }
        }
    }

    func testRandomMutationsOfEveryFixture() throws {
        var random = SplitMix64(state: 42)
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
        XCTAssertTrue(result.outputs[0].contains("extension " + Array(repeating: "N", count: depth).joined(separator: ".") + ".Leaf: Aggregate"))
    }

    func testOneMegabyteSingleLine() {
        let line = "// lockstep: aggregate\nstruct Big: Identifiable { var id: Int; " + String(repeating: "var p: Int = 1 + 2; ", count: 50_000) + "}"
        XCTAssertGreaterThan(line.utf8.count, 1_000_000)
        let result = Generator.generate([SourceInput(path: "big.swift", text: line)])
        XCTAssertTrue(result.outputs[0].contains("extension Big: Aggregate"))
        let string = "let s = \"" + String(repeating: "x", count: 1_000_000) + "\""
        XCTAssertTrue(Generator.generate([SourceInput(path: "s.swift", text: string)]).diagnostics.isEmpty)
    }

    // MARK: Malformed input returns diagnostics, never a crash, a hang or a partial output file

    /// A model whose annotation and property must survive damage elsewhere in the file.
    static let model = "// lockstep: aggregate\nstruct Shelf: Identifiable {\n    var id: Int\n    var book: Book\n}\n"

    static func generate(_ bytes: [UInt8]) -> GenerationResult {
        let result = Generator.generate([SourceInput(path: "m.swift", bytes: bytes)])
        for diagnostic in result.diagnostics {
            XCTAssertGreaterThanOrEqual(diagnostic.line, 1, diagnostic.formatted)
            XCTAssertGreaterThanOrEqual(diagnostic.column, 1, diagnostic.formatted)
        }
        return result
    }

    func testInvalidUTF8IsToleratedEverywhere() {
        let invalid: [[UInt8]] = [[0xFF], [0xFE, 0xFF], [0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0x00]]
        for bytes in invalid {
            // In a comment, in a string, in an identifier, and between declarations: the model is still generated.
            for (prefix, suffix) in [("// ", "\n"), ("let s = \"", "\"\n"), ("let x", " = 1\n"), ("/* ", " */\n"), ("", "\n")] {
                let input = Array(prefix.utf8) + bytes + Array(suffix.utf8) + Array(Self.model.utf8)
                let result = Self.generate(input)
                XCTAssertTrue(result.outputs[0].contains("extension Shelf: Aggregate"), "\(bytes) in \(prefix)…: \(result.diagnostics.map(\.formatted))")
            }
            // Inside the annotated type and as the whole file.
            _ = Self.generate(Array("// lockstep: aggregate\nstruct S: Identifiable { var id: Int; var ".utf8) + bytes + Array(": Book }".utf8))
            _ = Self.generate(bytes)
            _ = Self.generate(Array(repeating: bytes, count: 1_000).flatMap { $0 })
        }
    }

    func testUnbalancedBracesReturn() {
        for source in [
            Self.model + "}\n}\n}",
            "}}}" + Self.model,
            "// lockstep: aggregate\nstruct Open: Identifiable {\n    var id: Int\n    var book: Book\n",
            "// lockstep: aggregate\nstruct Open: Identifiable {\n    var id: Int\n    func f() {\n",
            "struct A { struct B { ) ] } ( [ \n" + Self.model,
            String(repeating: "{", count: 5_000) + Self.model,
            String(repeating: "}", count: 5_000) + Self.model,
            String(repeating: "(", count: 5_000) + Self.model + String(repeating: "[", count: 5_000),
            "enum E { case a(\n" + Self.model,
            "#if X\n" + Self.model,
            "#endif\n#else\n" + Self.model,
        ] {
            let result = Self.generate(Array(source.utf8))
            // Never silent: the annotated model is generated, or a diagnostic says why it is not.
            XCTAssertTrue(result.outputs[0].contains("extension") || !result.diagnostics.isEmpty, source.prefix(60).debugDescription)
        }
    }

    /// The compiler reports a literal or comment left open; the generator warns and leaves the types around it
    /// alone, and generates the types before and after it (when it can read them).
    func testUnterminatedLiteralsLeaveTheirTypeAlone() {
        let enclosing = "// lockstep: aggregate\nstruct Open: Identifiable {\n    var id: Int\n"
        for (source, what) in [
            (enclosing + "    let s = \"never closed\n}\n", "string literal"),
            (enclosing + "    let s = \"\"\"\nmulti-line never closed\n}\n", "string literal"),
            (enclosing + "    let s = #\"raw never closed\"\n}\n", "string literal"),
            (enclosing + "    let s = \"\\(unterminated interpolation\n}\n", "string literal"),
            (enclosing + "    let s = \"\\(\"nested \\(\"deeper\n}\n", "string literal"),
            (enclosing + "    /* never closed\n}\n", "block comment"),
            (enclosing + "    /* outer /* inner */ still open\n}\n", "block comment"),
            (enclosing + "    let r = #/regex never closed\n}\n", "regex literal"),
        ] {
            let result = Self.generate(Array((Self.model + source + Self.model.replacingOccurrences(of: "Shelf", with: "Later")).utf8))
            XCTAssertFalse(result.hasErrors, source)
            XCTAssertEqual(result.diagnostics.map(\.message), ["unterminated \(what): lockstep-gen cannot read past it and generates nothing for 'Open'"], source)
            XCTAssertTrue(result.outputs[0].contains("extension Shelf: Aggregate"), source)
            XCTAssertFalse(result.outputs[0].contains("extension Open"), source)
        }
        // A single-line literal ends at its line, as in the compiler: what follows is read normally.
        let after = Self.generate(Array((enclosing + "    let s = \"open\n    var book: Book\n}\n" + Self.model).utf8))
        XCTAssertTrue(after.outputs[0].contains("extension Shelf: Aggregate"))
        // Outside any annotated type, nothing is said: the compiler's error is enough.
        XCTAssertEqual(Self.generate(Array((Self.model + "let s = \"").utf8)).diagnostics, [])
    }

    /// Through the real CLI and file system: an error leaves an existing output untouched and creates nothing.
    func testMalformedInputLeavesNoPartialOutputFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lockstep-robustness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var errors: [String] = []
        let tool = CommandLineTool(
            read: { try OutputWriter.read($0) }, write: { try OutputWriter.writeAll($0, removingStaleIn: $1) },
            printOut: { _ in }, printError: { errors.append($0) })
        let good = directory.appendingPathComponent("Good.swift").path
        try Data(Self.model.utf8).write(to: URL(fileURLWithPath: good))
        let existing = directory.appendingPathComponent("Existing.swift").path
        try Data("// previous output\n".utf8).write(to: URL(fileURLWithPath: existing))
        let damaged: [[UInt8]] = [
            Array(("let s = \"" + Self.model + "// lockstep: agregate\nstruct X {}\n").utf8),
            Array((Self.model + "// lockstep: aggregate\nenum E {}\n/* open").utf8),
            [0xFF, 0xFE] + Array((Self.model + "// lockstep: wrapper\nclass C {}\nlet s = \"\"\"\n").utf8),
        ]
        for (index, bytes) in damaged.enumerated() {
            let bad = directory.appendingPathComponent("Bad\(index).swift").path
            try Data(bytes).write(to: URL(fileURLWithPath: bad))
            errors = []
            XCTAssertEqual(tool.run(["--output", existing, good, bad]), 1)
            XCTAssertEqual(try String(contentsOfFile: existing, encoding: .utf8), "// previous output\n", "an error must leave the output untouched")
            XCTAssertTrue(errors.contains { $0.contains(": error: ") }, "\(errors)")
            XCTAssertEqual(tool.run(["--output-dir", directory.appendingPathComponent("out").path, good, bad]), 1)
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        XCTAssertEqual(leftovers, ["Bad0.swift", "Bad1.swift", "Bad2.swift", "Existing.swift", "Good.swift"], "no output and no temporary file")
    }
}
