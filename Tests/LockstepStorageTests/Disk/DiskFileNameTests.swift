@testable import LockstepStorage
import XCTest

/// The names of `Filename.Encoder.spelledOut`: safe for any string, and never the same for two keys.
final class DiskFileNameTests: XCTestCase {
    func testShortKeysAreSpelledOut() {
        XCTAssertEqual(DiskFileName.fileName(forKey: "timeline"), "k_timeline")
        XCTAssertEqual(DiskFileName.fileName(forKey: ""), "k_")
        XCTAssertEqual(DiskFileName.fileName(forKey: "."), "k_%2e")
        XCTAssertEqual(DiskFileName.fileName(forKey: ".."), "k_%2e%2e")
        XCTAssertEqual(DiskFileName.fileName(forKey: "a/b"), "k_a%2fb")
        XCTAssertEqual(DiskFileName.fileName(forKey: "Kyiv 2"), "k_%4byiv%202")
        XCTAssertEqual(DiskFileName.fileName(forKey: "é"), "k_%c3%a9")
        XCTAssertEqual(DiskFileName.fileName(forKey: "\n"), "k_%0a")
    }

    func testLongKeysAreHashedWithAReadableStart() {
        let key = String(repeating: "a", count: 5_000)
        let name = DiskFileName.fileName(forKey: key)
        XCTAssertEqual(name, "h_" + String(repeating: "a", count: 48) + "_" + SHA256.hexDigest(of: key.utf8))
        XCTAssertLessThanOrEqual(name.utf8.count, 255)
        let unicode = DiskFileName.fileName(forKey: String(repeating: "ї", count: 100))
        XCTAssertTrue(unicode.hasPrefix("h_" + String(repeating: "%d1%97", count: 8) + "_"))
        XCTAssertLessThanOrEqual(unicode.utf8.count, 255)
    }

    func testTheLongestSpelledOutKeyAndTheFirstHashedOne() {
        let longest = String(repeating: "b", count: DiskFileName.maximumEncodedLength)
        XCTAssertEqual(DiskFileName.fileName(forKey: longest), "k_" + longest)
        XCTAssertTrue(DiskFileName.fileName(forKey: longest + "b").hasPrefix("h_"))
    }

    func testNamesAreSafe() {
        for key in Self.trickyKeys {
            let name = DiskFileName.fileName(forKey: key)
            XCTAssertFalse(name.contains("/"), key)
            XCTAssertFalse(name.hasPrefix("."), key)
            XCTAssertTrue(name.hasPrefix("k_") || name.hasPrefix("h_"), key)
            XCTAssertTrue(name.unicodeScalars.allSatisfy { $0.isASCII && !("A"..."Z").contains($0) }, key)
            XCTAssertLessThanOrEqual(name.utf8.count, 255, key)
        }
    }

    func testDistinctKeysNeverShareAName() {
        var keys = Set(Self.trickyKeys)
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aAbB%_-./ 0éї🌻k")
        for length in 0..<40 {
            for _ in 0..<200 {
                keys.insert(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
            }
        }
        let names = Set(keys.map(DiskFileName.fileName(forKey:)))
        XCTAssertEqual(names.count, keys.count)
        // Case-insensitive file systems (macOS by default) fold case: names must stay distinct there too.
        XCTAssertEqual(Set(names.map { $0.lowercased() }).count, keys.count)
    }

    func testSHA256MatchesTheStandardVectors() {
        XCTAssertEqual(SHA256.hexDigest(of: "".utf8), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hexDigest(of: "abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hexDigest(of: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        )
    }

    static let trickyKeys = [
        "", ".", "..", "/", "a/../b", "A", "a", "%41", "%2e", "k_a", "h_a", ".tmp-x", "Київ 🌻", "e\u{301}", "é",
        "\0", "con", "nul.txt", String(repeating: "x", count: 5_000), String(repeating: "x", count: 4_999),
        String(repeating: "🌻", count: 1_000),
    ]
}
