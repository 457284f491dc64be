import Foundation
import LockstepStorage
import XCTest

/// The JSON and property-list transforms of Shallows' README, and raw-representable values.
final class DataTransformTests: XCTestCase {
    struct Settings: Codable, Equatable {
        let theme: String
    }

    enum Theme: String {
        case dark, light
    }

    func testMapJSONKeepsAnyJSONValue() throws {
        let memory = MemoryStorage<String, Data>()
        let json = memory.mapJSON().makeSyncStorage()
        try json.set(["a", 1], forKey: "array")
        XCTAssertEqual(memory.storage["array"], Data(#"["a",1]"#.utf8))
        let read = try XCTUnwrap(json.retrieve(forKey: "array") as? [Any])
        XCTAssertEqual(read.first as? String, "a")
        XCTAssertEqual(read.last as? Int, 1)
        XCTAssertThrowsError(try json.set(Date(timeIntervalSince1970: 0), forKey: "date")) { error in
            guard case .cannotEncode(let key, let underlying) = error as? TransformError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(key, "date")
            XCTAssertTrue("\(underlying)".hasPrefix("the value is not a JSON array or object of JSON values"))
        }
    }

    func testMapJSONDictionaryTakesAndGivesAnyDictionary() throws {
        let dictionary: [String: Any] = ["json": 15]
        let storage = MemoryStorage<Int, Data>().asStorage().mapJSONDictionary().makeSyncStorage()
        try storage.set(dictionary, forKey: 10)
        XCTAssertEqual(try storage.retrieve(forKey: 10) as NSDictionary, dictionary as NSDictionary)
    }

    func testMapJSONDictionaryRejectsAnotherKindOfJSON() throws {
        let memory = MemoryStorage<String, Data>(storage: ["list": Data("[1]".utf8)])
        XCTAssertThrowsError(try memory.mapJSONDictionary().makeSyncStorage().retrieve(forKey: "list")) { error in
            XCTAssertEqual(
                "\(error)",
                "cannot decode the value stored for key \"list\": the JSON is not a dictionary: \(type(of: [1] as [Any]))"
            )
        }
    }

    func testPlistDictionaryRoundTripsInTheFormatAsked() throws {
        let dictionary: [String: Any] = ["plist": 15]
        let memory = MemoryStorage<Int, Data>()
        let binary = memory.mapPlistDictionary(format: .binary).makeSyncStorage()
        try binary.set(dictionary, forKey: 10)
        XCTAssertEqual(memory.storage[10]?.prefix(8), Data("bplist00".utf8))
        XCTAssertEqual(try binary.retrieve(forKey: 10) as NSDictionary, dictionary as NSDictionary)
        let xml = memory.mapPlist(format: .xml).makeSyncStorage()
        try xml.set(["x", "y"], forKey: 11)
        XCTAssertTrue(String(decoding: memory.storage[11] ?? Data(), as: UTF8.self).hasPrefix("<?xml"))
        XCTAssertEqual(try xml.retrieve(forKey: 11) as? [String], ["x", "y"])
    }

    func testPlistObjectsAndReadOnlyAndWriteOnlyForms() throws {
        let memory = MemoryStorage<String, Data>()
        try memory.asWriteOnlyStorage().mapPlistObject(Settings.self).makeSyncStorage().set(Settings(theme: "dark"), forKey: "s")
        XCTAssertEqual(try memory.asReadOnlyStorage().mapPlistObject(Settings.self).makeSyncStorage().retrieve(forKey: "s"), Settings(theme: "dark"))
        XCTAssertEqual(try memory.mapPlistObject(Settings.self).makeSyncStorage().retrieve(forKey: "s"), Settings(theme: "dark"))
        try memory.asWriteOnlyStorage().mapJSON().makeSyncStorage().set(["k": "v"], forKey: "j")
        XCTAssertEqual(try memory.asReadOnlyStorage().mapJSONDictionary().makeSyncStorage().retrieve(forKey: "j") as NSDictionary, ["k": "v"] as NSDictionary)
    }

    func testRawRepresentableValues() throws {
        let memory = MemoryStorage<String, String>(storage: ["other": "sepia"])
        let themes = memory.singleKey("theme").mapValues(toRawRepresentableType: Theme.self).makeSyncStorage()
        try themes.set(.dark)
        XCTAssertEqual(try themes.retrieve(), .dark)
        XCTAssertEqual(memory.storage["theme"], "dark")
        XCTAssertThrowsError(try memory.asReadOnlyStorage().mapValues(toRawRepresentableType: Theme.self).makeSyncStorage().retrieve(forKey: "other")) { error in
            XCTAssertEqual("\(error)", "cannot decode the value stored for key \"other\": expected a value, found nil")
        }
    }
}
