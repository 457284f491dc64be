@testable import LockstepGeneratorCore
import XCTest

/// ``PackedName`` and ``NameTable``: the generator's own hash table for type names.
final class NameTableTests: XCTestCase {
    /// A name packs the same wherever it sits: far from the end of the buffer (word loads) or at its end (a byte
    /// loop), and as a `String`.
    func testANamePacksTheSameWhereverItIs() {
        for length in 1...15 {
            let name = String("abcdefghijklmnopqrstuvwxyz".prefix(length))
            let alone = Array(name.utf8)
            let padded = alone + Array(repeating: UInt8(ascii: "z"), count: 20)
            let fromString = PackedName(name)
            let atEnd = alone.withUnsafeBufferPointer { PackedName($0, 0, $0.count) }
            let inside = padded.withUnsafeBufferPointer { PackedName($0, 0, length) }
            XCTAssertNotNil(fromString)
            XCTAssertEqual(fromString, atEnd, "\(length) bytes")
            XCTAssertEqual(fromString, inside, "\(length) bytes")
        }
        XCTAssertNil(PackedName(""))
        XCTAssertNil(PackedName(String(repeating: "a", count: 16)))
        XCTAssertNotEqual(PackedName("a"), PackedName("a\0"), "the length is part of the packing")
        XCTAssertNotEqual(PackedName("Account"), PackedName("Accounts"))
    }

    func testValuesAreFoundAfterGrowingAndLongNamesToo() {
        var table = NameTable<Int>()
        let names = (0..<5_000).map { "Type\($0)" } + ["AVeryLongTypeNameIndeed", "É", "Outer.Inner"]
        for (value, name) in names.enumerated() { table[name] = value }
        for (value, name) in names.enumerated() { XCTAssertEqual(table[name], value, name) }
        XCTAssertNil(table["Type5000"])
        XCTAssertNil(table["AVeryLongTypeNameIndeeD"])
        XCTAssertNil(table[""])
        table["Type7"] = -7
        XCTAssertEqual(table["Type7"], -7, "setting a name again replaces its value")
    }

    func testASetOfNames() {
        let set = NameTable(["String", "Int", "Identifiable"])
        XCTAssertTrue(set.contains("Int"))
        XCTAssertTrue(set.contains("Identifiable"))
        XCTAssertFalse(set.contains("Int8"))
        XCTAssertFalse(set.contains("string"))
    }
}
