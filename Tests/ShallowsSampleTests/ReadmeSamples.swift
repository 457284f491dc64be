import Foundation
import LockstepStorage
import XCTest

/// Shallows' README samples with only the import changed (and a line here and there to check their
/// results). The UIKit and NSCache samples are left out; the image samples run on `Data` instead.
final class ReadmeSamples: XCTestCase {
    private var folders: [URL] = []

    override func tearDown() {
        for folder in folders {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// `folder`, emptied now and removed after the test.
    private func fresh(_ folder: DiskStorage) -> DiskStorage {
        folders.append(folder.directoryURL)
        try? FileManager.default.removeItem(at: folder.directoryURL)
        return folder
    }

    // MARK: Usage

    func testUsage() async throws {
        let results = SampleResults()
        let done = expectation(description: "retrieved")

        _ = fresh(DiskStorage.main.folder("cities", in: .cachesDirectory))

        let diskStorage = DiskStorage.main.folder("cities", in: .cachesDirectory)
            .mapJSONObject(City.self) // Storage<Filename, City>

        let kharkiv = City(name: "Kharkiv", foundationYear: 1654)
        setWithoutAwait(kharkiv, "kharkiv", in: diskStorage)

        diskStorage.retrieve(forKey: "kharkiv") { (result) in
            if let city = try? result.get() { print(city); results.record(city.name) }
            done.fulfill()
        }
        await fulfillment(of: [done], timeout: 10)
        XCTAssertEqual(results.all, ["Kharkiv"])

        // or
        let city = try await diskStorage.retrieve(forKey: "kharkiv")
        XCTAssertEqual(city.foundationYear, 1654)
    }

    /// The README calls `set` without a completion from synchronous code; in an async test that call needs
    /// a synchronous context of its own.
    private func setWithoutAwait(_ city: City, _ key: String, in diskStorage: Storage<String, City>) {
        diskStorage.set(city, forKey: key)
    }

    // MARK: Guide

    func testMemoryStorageWithCompletions() {
        let results = SampleResults()
        let done = expectation(description: "both completions")
        done.expectedFulfillmentCount = 2

        let storage = MemoryStorage<String, Int>().asStorage() // Storage<String, Int>

        storage.retrieve(forKey: "some-key") { (result) in
            switch result {
            case .success(let value):
                print(value)
                results.record(value)
            case .failure(let error):
                print(error)
                results.record(error)
            }
            done.fulfill()
        }
        storage.set(10, forKey: "some-key") { (result) in
            switch result {
            case .success:
                print("Value set!")
                results.record("Value set!")
            case .failure(let error):
                print(error)
                results.record(error)
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(results.all, ["noValue", "Value set!"])
    }

    // MARK: Transforms (on Data instead of UIImage)

    func testTransformsAndRawRepresentableKeys() async throws {
        let storage = fresh(DiskStorage.main.folder("images", in: .cachesDirectory)) // Storage<Filename, Data>
        let images = storage
            .mapValues(to: [UInt8].self,
                       transformIn: { data in [UInt8](data) },
                       transformOut: { image in Data(image) }) // Storage<Filename, [UInt8]>

        let keyedImages = images
            .usingStringKeys()
            .mapKeys(toRawRepresentableType: ImageKeys.self) // Storage<ImageKeys, [UInt8]>

        try await keyedImages.set([1, 2, 3], forKey: .kitten)
        let kitten = try await keyedImages.retrieve(forKey: .kitten)
        XCTAssertEqual(kitten, [1, 2, 3])
        let raw = try await storage.retrieve(forKey: "kitten")
        XCTAssertEqual(raw, Data([1, 2, 3]))
    }

    // MARK: Storages composition

    func testCombinedWith() async throws {
        let imageStorage = fresh(DiskStorage.main.folder("images", in: .cachesDirectory))
        let memory = MemoryStorage<String, Data>()
        let efficient = memory.combined(with: imageStorage)

        try await efficient.set(Data([7]), forKey: "puppy")
        let fromDisk = try await imageStorage.retrieve(forKey: "puppy")
        XCTAssertEqual(fromDisk, Data([7]))
        XCTAssertEqual(memory.storage, ["puppy": Data([7])])
    }

    // MARK: Read-only storage

    func testReadOnlyStorage() async throws {
        let storage = MemoryStorage<String, Int>(storage: ["a": 1]).asStorage()
        let readOnly = storage.asReadOnlyStorage() // ReadOnlyStorage<String, Int>
        let a = try await readOnly.retrieve(forKey: "a")
        XCTAssertEqual(a, 1)

        try await fresh(DiskStorage.main.folder("immutable", in: .applicationSupportDirectory)).set(Data("bundled".utf8), forKey: "greeting")

        let immutableFileStorage = DiskStorage.main.folder("immutable", in: .applicationSupportDirectory)
            .mapString(withEncoding: .utf8)
            .asReadOnlyStorage()
        let readOnlyBacked = MemoryStorage<String, String>()
            .backed(by: immutableFileStorage)
            .asReadOnlyStorage() // ReadOnlyStorage<String, String>

        let greeting = try await readOnlyBacked.retrieve(forKey: "greeting")
        XCTAssertEqual(greeting, "bundled")
    }

    // MARK: Write-only storage

    func testWriteOnlyStorage() async throws {
        let memory = MemoryStorage<String, Int>()
        let storage = memory.asStorage()
        let writeOnly = storage.asWriteOnlyStorage() // WriteOnlyStorage<String, Int>
        try await writeOnly.set(5, forKey: "w")
        XCTAssertEqual(memory.storage, ["w": 5])
    }

    // MARK: Single element storage

    func testSingleKey() {
        let results = SampleResults()
        let done = expectation(description: "retrieved")
        _ = fresh(DiskStorage.main.folder("settings", in: .applicationSupportDirectory))

        let settings = DiskStorage.main.folder("settings", in: .applicationSupportDirectory)
            .mapJSONDictionary()
            .singleKey("settings") // Storage<Void, [String : Any]>
        settings.set(["theme": "dark"])
        settings.retrieve { (result) in
            // ...
            results.record((try? result.get())?["theme"] ?? "none")
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(results.all, ["dark"])
    }

    // MARK: Synchronous storage

    func testSyncStorage() throws {
        try fresh(DiskStorage.main.folder("strings", in: .cachesDirectory)).mapString().makeSyncStorage().set("hello", forKey: "hello")

        let strings = DiskStorage.main.folder("strings", in: .cachesDirectory)
            .mapString(withEncoding: .utf8)
            .makeSyncStorage() // SyncStorage<Filename, String>
        let existing = try strings.retrieve(forKey: "hello")
        try strings.set(existing.uppercased(), forKey: "hello")

        XCTAssertEqual(try strings.retrieve(forKey: "hello"), "HELLO")
    }

    // MARK: Mutating value for key

    func testUpdate() {
        let done = expectation(description: "updated")

        let arrays = MemoryStorage<String, [Int]>(storage: ["some-key": [1]])
        arrays.update(forKey: "some-key", { $0.append(10) })

        arrays.retrieve(forKey: "some-key") { _ in done.fulfill() }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(arrays.storage, ["some-key": [1, 10]])
    }

    // MARK: Zipping storages

    func testZip() {
        let results = SampleResults()
        let done = expectation(description: "retrieved")

        let strings = MemoryStorage<String, String>()
        let numbers = MemoryStorage<String, Int>()
        let zipped = zip(strings, numbers) // Storage<String, (String, Int)>

        zipped.set(("shallows", 3), forKey: "another-key")
        zipped.retrieve(forKey: "another-key") { (result) in
            if let (string, number) = try? result.get() {
                print(string)
                print(number)
                results.record(string)
                results.record(number)
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(results.all, ["shallows", "3"])
        XCTAssertEqual(strings.storage, ["another-key": "shallows"])
        XCTAssertEqual(numbers.storage, ["another-key": 3])
    }

    // MARK: Recovering from errors

    func testFallbackAndDefaulting() async throws {
        let storage = MemoryStorage<String, Int>()
        let protected = storage.fallback(with: { error in
            switch error {
            case MemoryStorageError.noValue:
                return 15
            default:
                return -1
            }
        })
        let recovered = try await protected.retrieve(forKey: "missing")
        XCTAssertEqual(recovered, 15)

        let defaulted = storage.defaulting(to: -1)
        let defaultValue = try await defaulted.retrieve(forKey: "missing")
        XCTAssertEqual(defaultValue, -1)
    }

    func testDefaultingUpdate() {
        let done = expectation(description: "updated")

        let storage = MemoryStorage<String, [Int]>()
        storage.defaulting(to: []).update(forKey: "first", { $0.append(10) })

        storage.retrieve(forKey: "first") { _ in done.fulfill() }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(storage.storage, ["first": [10]])
    }
}
