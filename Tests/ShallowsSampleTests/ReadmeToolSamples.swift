import Foundation
import LockstepStorage
import XCTest

/// Shallows' README samples 10 to 18 (synchronous storage, update, zip, recovering from errors, `NSCacheStorage`,
/// a storage of your own) with only the import changed, each followed by lines of ours that check what it did.
final class ReadmeToolSamples: XCTestCase {
    private let folders = SampleFolders()

    override func tearDown() {
        folders.removeAll()
    }

    // MARK: 10. Synchronous storage

    func testSample10SyncStorage() throws {
        try folders.fresh(DiskStorage.main.folder("strings", in: .cachesDirectory)).mapString().makeSyncStorage().set("hello", forKey: "hello")

        let strings = DiskStorage.main.folder("strings", in: .cachesDirectory)
            .mapString(withEncoding: .utf8)
            .makeSyncStorage() // SyncStorage<Filename, String>
        let existing = try strings.retrieve(forKey: "hello")
        try strings.set(existing.uppercased(), forKey: "hello")

        XCTAssertEqual(try strings.retrieve(forKey: "hello"), "HELLO")
    }

    // MARK: 11. Mutating value for key

    func testSample11Update() {
        let arrays = MemoryStorage<String, [Int]>()
        arrays.storage = ["some-key": [1]]

        arrays.update(forKey: "some-key", { $0.append(10) })

        XCTAssertEqual(arrays.storage, ["some-key": [1, 10]])
    }

    // MARK: 12. Zipping storages

    func testSample12Zip() {
        let results = SampleResults()

        let strings = MemoryStorage<String, String>()
        let numbers = MemoryStorage<String, Int>()
        let zipped = zip(strings, numbers) // Storage<String, (String, Int)>
        zipped.retrieve(forKey: "some-key") { (result) in
            if let (string, number) = try? result.get() {
                print(string)
                print(number)
            }
            results.record((try? result.get()) == nil ? "nothing for some-key" : "found")
        }
        zipped.set(("shallows", 3), forKey: "another-key")

        XCTAssertEqual(results.all, ["nothing for some-key"])
        XCTAssertEqual(strings.storage, ["another-key": "shallows"])
        XCTAssertEqual(numbers.storage, ["another-key": 3])
    }

    // MARK: 13, 14 and 15. Recovering from errors

    func testSample13Fallback() throws {
        let storage = MemoryStorage<String, Int>()
        let protected = storage.fallback(with: { error in
            switch error {
            case MemoryStorageError.noValue:
                return 15
            default:
                return -1
            }
        })

        XCTAssertEqual(try protected.makeSyncStorage().retrieve(forKey: "missing"), 15)
    }

    func testSample14Defaulting() throws {
        let storage = MemoryStorage<String, Int>()
        let defaulted = storage.defaulting(to: -1)

        XCTAssertEqual(try defaulted.makeSyncStorage().retrieve(forKey: "missing"), -1)
    }

    func testSample15DefaultingUpdate() {
        let storage = MemoryStorage<String, [Int]>()
        storage.defaulting(to: []).update(forKey: "first", { $0.append(10) })

        XCTAssertEqual(storage.storage, ["first": [10]])
    }

    // MARK: 16. Using NSCacheStorage

    func testSample16NSCacheStorage() throws {
        let nscache = NSCacheStorage<NSURL, NSData>()
            .toNonObjCKeys()
            .toNonObjCValues() // Storage<URL, Data>

        let url = URL(fileURLWithPath: "/images/kitten.png")
        let sync = nscache.makeSyncStorage()
        try sync.set(Data([1, 2]), forKey: url)
        XCTAssertEqual(try sync.retrieve(forKey: url), Data([1, 2]))
        XCTAssertThrowsError(try sync.retrieve(forKey: URL(fileURLWithPath: "/images/puppy.png"))) { error in
            XCTAssertEqual("\(error)", "no value for key \"file:///images/puppy.png\" in the cache (never set, removed, or evicted)")
        }
    }

    // MARK: 17 and 18. Making your own storage

    func testSamples17And18OwnStorage() throws {
        // Sample 17 is `MyStorage` (in SampleModels.swift): the two methods the README lists.

        let storage = MyStorage().asStorage()

        let sync = storage.makeSyncStorage()
        XCTAssertEqual(try sync.retrieve(forKey: "answer"), 42)
        try sync.set(7, forKey: "seven")
        XCTAssertEqual(try sync.retrieve(forKey: "seven"), 7)
        XCTAssertEqual(storage.storageName, "MyStorage")
        XCTAssertThrowsError(try sync.remove(forKey: "seven")) { error in
            XCTAssertEqual(
                "\(error)",
                "storage \"MyStorage\" cannot remove key \"seven\": it implements neither remove(…completion:) nor the async remove(…)"
            )
        }
    }
}
