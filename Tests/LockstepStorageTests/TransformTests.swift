import Foundation
import LockstepStorage
import XCTest

/// `mapKeys`, `mapValues`, the `Data` conveniences and the key conveniences.
final class TransformTests: XCTestCase {
    struct City: Codable, Sendable, Equatable {
        let name: String
        let foundationYear: Int
    }

    enum ImageKey: String {
        case kitten, puppy
    }

    func testMapKeysTurnsEveryKey() async throws {
        let memory = MemoryStorage<String, String>()
        let byNumber = memory.mapKeys(to: Int.self) { "n\($0)" }
        try await byNumber.set("one", forKey: 1)
        XCTAssertEqual(memory.storage, ["n1": "one"])
        let read = try await byNumber.retrieve(forKey: 1)
        XCTAssertEqual(read, "one")
        try await byNumber.moveValue(forKey: 1, toKey: 2)
        XCTAssertEqual(memory.storage, ["n2": "one"])
        try await byNumber.remove(forKey: 2)
        XCTAssertEqual(memory.storage, [:])
    }

    func testMapValuesConvertsBothWays() async throws {
        let memory = MemoryStorage<String, String>()
        let numbers = memory.mapValues(to: Int.self, transformIn: { try Int($0).unwrap() }, transformOut: { String($0) })
        try await numbers.set(42, forKey: "answer")
        XCTAssertEqual(memory.storage, ["answer": "42"])
        let read = try await numbers.retrieve(forKey: "answer")
        XCTAssertEqual(read, 42)
    }

    func testMapValuesReportsTheKeyAndTheTransformError() async throws {
        let memory = MemoryStorage<String, String>(storage: ["bad": "forty-two"])
        let numbers = memory.mapValues(to: Int.self, transformIn: { try Int($0).unwrap() }, transformOut: { String($0) })
        await XCTAssertThrowsErrorAsync(try await numbers.retrieve(forKey: "bad")) { error in
            guard case .cannotDecode(let key, let underlying) = error as? TransformError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(key, "bad")
            XCTAssertTrue(underlying is UnwrapError)
        }
        let refusing = memory.mapValues(to: Int.self, transformIn: { try Int($0).unwrap() }, transformOut: { _ in throw UnwrapError() })
        await XCTAssertThrowsErrorAsync(try await refusing.set(1, forKey: "k")) { error in
            guard case .cannotEncode(let key, _) = error as? TransformError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(key, "k")
        }
        XCTAssertEqual(memory.storage, ["bad": "forty-two"])
    }

    func testReadOnlyAndWriteOnlyTransforms() async throws {
        let memory = MemoryStorage<String, Int>(storage: ["k1": 7])
        let reads = memory.asReadOnlyStorage().mapKeys(to: Int.self) { "k\($0)" }.mapValues { String($0) }
        let read = try await reads.retrieve(forKey: 1)
        XCTAssertEqual(read, "7")
        let writes = memory.asWriteOnlyStorage().mapKeys { (key: Int) in "k\(key)" }.mapValues { (text: String) in try Int(text).unwrap() }
        try await writes.set("8", forKey: 2)
        XCTAssertEqual(memory.storage, ["k1": 7, "k2": 8])
        await XCTAssertThrowsErrorAsync(try await writes.set("eight", forKey: 3)) { error in
            guard case .cannotEncode(let key, _) = error as? TransformError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(key, "3")
        }
        try await writes.remove(forKey: 1)
        XCTAssertEqual(memory.storage, ["k2": 8])
    }

    func testMapJSONObjectWritesJSONAndReportsUndecodableData() async throws {
        let memory = MemoryStorage<String, Data>()
        let cities = memory.mapJSONObject(City.self)
        try await cities.set(City(name: "Kharkiv", foundationYear: 1654), forKey: "kharkiv")
        let json = try JSONSerialization.jsonObject(with: memory.storage["kharkiv"]!) as? [String: Any]
        XCTAssertEqual(json?["name"] as? String, "Kharkiv")
        XCTAssertEqual(json?["foundationYear"] as? Int, 1654)
        let city = try await cities.retrieve(forKey: "kharkiv")
        XCTAssertEqual(city, City(name: "Kharkiv", foundationYear: 1654))

        try await memory.set(Data("{\"name\":1}".utf8), forKey: "broken")
        await XCTAssertThrowsErrorAsync(try await cities.retrieve(forKey: "broken")) { error in
            guard case .cannotDecode(let key, let underlying) = error as? TransformError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(key, "broken")
            XCTAssertTrue(underlying is DecodingError)
        }
    }

    func testMapStringUsesTheEncoding() async throws {
        let memory = MemoryStorage<String, Data>()
        let latin1 = memory.mapString(withEncoding: .isoLatin1)
        try await latin1.set("café", forKey: "word")
        XCTAssertEqual(memory.storage["word"], Data([0x63, 0x61, 0x66, 0xE9]))
        let word = try await latin1.retrieve(forKey: "word")
        XCTAssertEqual(word, "café")
        let ascii = memory.mapString(withEncoding: .ascii)
        await XCTAssertThrowsErrorAsync(try await ascii.set("café", forKey: "other")) { error in
            guard case .cannotEncode(let key, _) = error as? TransformError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(key, "other")
        }
        try await memory.set(Data([0xFF, 0xFE, 0xFD]), forKey: "binary")
        await XCTAssertThrowsErrorAsync(try await memory.mapString().retrieve(forKey: "binary")) { error in
            guard case .cannotDecode(let key, _) = error as? TransformError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(key, "binary")
        }
    }

    func testMapJSONDictionaryRoundTrips() async throws {
        let memory = MemoryStorage<String, Data>()
        let settings = memory.mapJSONDictionary()
        try await settings.set(["theme": "dark", "size": 3, "tags": ["a", "b"], "none": NSNull()], forKey: "settings")
        let read = try await settings.retrieve(forKey: "settings")
        XCTAssertEqual(read["theme"] as? String, "dark")
        XCTAssertEqual((read["size"] as? NSNumber)?.intValue, 3)
        XCTAssertEqual((read["tags"] as? [any Sendable])?.compactMap { $0 as? String }, ["a", "b"])
        XCTAssertTrue(read["none"] is NSNull)
        try await memory.set(Data("[1, 2]".utf8), forKey: "array")
        await XCTAssertThrowsErrorAsync(try await settings.retrieve(forKey: "array")) { error in
            guard case .cannotDecode(let key, _) = error as? TransformError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(key, "array")
        }
    }

    func testUsingStringKeysConvertsAndRejectsInvalidKeys() async throws {
        let memory = MemoryStorage<Int, String>()
        let byString = memory.usingStringKeys()
        try await byString.set("seven", forKey: "7")
        XCTAssertEqual(memory.storage, [7: "seven"])
        await XCTAssertThrowsErrorAsync(try await byString.retrieve(forKey: "seven")) { error in
            guard case .invalidKey(let key, let keyType) = error as? TransformError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(key, "seven")
            XCTAssertEqual(keyType, "Int")
        }
        let read = try await byString.retrieve(forKey: "7")
        XCTAssertEqual(read, "seven")
    }

    func testRawRepresentableKeys() async throws {
        let memory = MemoryStorage<String, Int>()
        let keyed = memory.usingStringKeys().mapKeys(toRawRepresentableType: ImageKey.self)
        try await keyed.set(1, forKey: .kitten)
        XCTAssertEqual(memory.storage, ["kitten": 1])
        let read = try await keyed.retrieve(forKey: .kitten)
        XCTAssertEqual(read, 1)
    }
}
