@testable import LockstepGeneratorCore
import XCTest

/// ``SourceText``, the buffer generated files are written into: numbers in decimal, and the in-place moves
/// ``FileEmitter`` lays a file out with.
final class SourceTextTests: XCTestCase {
    private func decoded(_ text: SourceText) -> String {
        String(decoding: text.bytes, as: UTF8.self)
    }

    func testNumbersAreWrittenInDecimal() {
        for number in [0, 7, 9, 10, 42, 99, 100, 12_345, -1, -10, -907, Int.max, Int.min] {
            var text = SourceText()
            text += "line: "
            text += number
            XCTAssertEqual(decoded(text), "line: \(number)")
        }
    }

    func testWritesOverwriteAndAppendPastTheEnd() {
        var text = SourceText()
        text.appendRoom(4)
        text += "tail"
        XCTAssertEqual(decoded(text), "    tail")
        XCTAssertEqual(text.write("ab", at: 1), 3)
        XCTAssertEqual(decoded(text), " ab tail")
        XCTAssertEqual(text.write("XYZ", at: 6), 9)
        XCTAssertEqual(decoded(text), " ab taXYZ")
    }

    func testMovesGoTowardsTheStartAndTruncateDropsTheRest() {
        var text = SourceText()
        text.appendRoom(3)
        text += "abcdef"
        // Overlapping: the bytes are copied as a memmove does.
        XCTAssertEqual(text.move(3..<9, to: 1), 7)
        XCTAssertEqual(decoded(text), " abcdefef")
        XCTAssertEqual(text.move(2..<4, to: 2), 4, "a move onto itself changes nothing")
        text.truncate(to: 7)
        XCTAssertEqual(decoded(text), " abcdef")
    }
}
