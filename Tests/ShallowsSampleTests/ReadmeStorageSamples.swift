import Foundation
import LockstepStorage
import XCTest

/// Shallows' README samples 1 to 9 (usage, the guide, transforms, composition, read-only, write-only, single
/// element) with only the import changed, each followed by lines of ours that check what it did. Lines of
/// ours before a sample supply what the README leaves out (a value to find, the `imageStorage` it names).
final class ReadmeStorageSamples: XCTestCase {
    private let folders = SampleFolders()

    override func tearDown() {
        folders.removeAll()
    }

    // MARK: 1. Usage

    func testSample01Usage() async throws {
        folders.fresh(DiskStorage.main.folder("cities", in: .cachesDirectory))
        let results = SampleResults()
        let done = expectation(description: "retrieved")

        let diskStorage = DiskStorage.main.folder("cities", in: .cachesDirectory)
            .mapJSONObject(City.self) // Storage<Filename, City>

        let kharkiv = City(name: "Kharkiv", foundationYear: 1654)
        setWithoutAwait(kharkiv, "kharkiv", in: diskStorage)

        diskStorage.retrieve(forKey: "kharkiv") { (result) in
            if let city = try? result.get() { print(city); results.record(city.name) }
            done.fulfill()
        }

        // or
        let city = try await diskStorage.retrieve(forKey: "kharkiv")

        await fulfillment(of: [done], timeout: 10)
        XCTAssertEqual(results.all, ["Kharkiv"])
        XCTAssertEqual(city.foundationYear, 1654)
        // Where Shallows keeps it: the folder, then the Base64 of the key.
        let file = DiskFolderStorage.url(forFolder: "cities", in: .cachesDirectory).appendingPathComponent("a2hhcmtpdg==")
        let saved = try JSONDecoder().decode(City.self, from: Data(contentsOf: file))
        XCTAssertEqual(saved.name, "Kharkiv")
        XCTAssertEqual(saved.foundationYear, 1654)
    }

    /// The README calls `set` without a completion from synchronous code; in an async test that call needs
    /// a synchronous context of its own (in an async one, the `async` form is chosen and must be awaited).
    private func setWithoutAwait(_ city: City, _ key: Filename, in diskStorage: Storage<Filename, City>) {
        diskStorage.set(city, forKey: key)
    }

    // MARK: 2 and 3. Guide

    func testSamples02And03MemoryStorageWithCompletions() {
        let results = SampleResults()

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
        }

        // A memory storage completes before it returns.
        XCTAssertEqual(results.all, ["no value for key \"some-key\" in the memory storage", "Value set!"])
    }

    // MARK: 4. Transforms

    func testSample04Transforms() throws {
        folders.fresh(DiskStorage.main.folder("images", in: .cachesDirectory))
        try DiskStorage.main.folder("images", in: .cachesDirectory).makeSyncStorage().set(Data([0x89, 0x50]), forKey: "kitten")
        let results = SampleResults()
        let done = expectation(description: "retrieved")

        let storage = DiskStorage.main.folder("images", in: .cachesDirectory) // Storage<Filename, Data>
        let images = storage
            .mapValues(to: UIImage.self,
                       transformIn: { data in try UIImage.init(data: data).unwrap() },
                       transformOut: { image in try UIImagePNGRepresentation(image).unwrap() }) // Storage<Filename, UIImage>

        enum ImageKeys : String {
            case kitten, puppy, fish
        }

        let keyedImages = images
            .usingStringKeys()
            .mapKeys(toRawRepresentableType: ImageKeys.self) // Storage<ImageKeys, UIImage>

        keyedImages.retrieve(forKey: .kitten, completion: { result in /* .. */ results.record((try? result.get())?.pngData.count ?? 0); done.fulfill() })

        wait(for: [done], timeout: 10)
        XCTAssertEqual(results.all, ["2"])
        XCTAssertThrowsError(try keyedImages.makeSyncStorage().retrieve(forKey: .puppy)) { error in
            XCTAssertEqual("\(error)", "no value for key \"puppy\" (no file \(storage.fileURL(forFilename: "puppy").path))")
        }
    }

    // MARK: 5. Storages composition

    func testSample05Combined() throws {
        folders.fresh(DiskStorage.main.folder("images", in: .cachesDirectory))
        let imageStorage = DiskStorage.main.folder("images", in: .cachesDirectory)
            .mapValues(to: UIImage.self, transformIn: { try UIImage(data: $0).unwrap() }, transformOut: { try UIImagePNGRepresentation($0).unwrap() })

        let efficient = MemoryStorage<Filename, UIImage>().combined(with: imageStorage)

        try efficient.makeSyncStorage().set(UIImage(data: Data([7]))!, forKey: "puppy")
        XCTAssertEqual(try imageStorage.makeSyncStorage().retrieve(forKey: "puppy").pngData, Data([7]))
        XCTAssertEqual(efficient.storageName, "memory-storage-Filename:UIImage<->disk-images")
    }

    // MARK: 6 and 7. Read-only storage

    func testSamples06And07ReadOnly() throws {
        let storage = MemoryStorage<String, Int>(storage: ["a": 1]).asStorage()
        folders.fresh(DiskStorage.main.folder("immutable", in: .applicationSupportDirectory))
        try DiskStorage.main.folder("immutable", in: .applicationSupportDirectory).makeSyncStorage().set(Data("bundled".utf8), forKey: "greeting")

        let readOnly = storage.asReadOnlyStorage() // ReadOnlyStorage<Key, Value>

        XCTAssertEqual(try readOnly.makeSyncStorage().retrieve(forKey: "a"), 1)
        do {
            let immutableFileStorage = DiskStorage.main.folder("immutable", in: .applicationSupportDirectory)
                .mapString(withEncoding: .utf8)
                .asReadOnlyStorage()
            let storage = MemoryStorage<Filename, String>()
                .backed(by: immutableFileStorage)
                .asReadOnlyStorage() // ReadOnlyStorage<Filename, String>

            XCTAssertEqual(try storage.makeSyncStorage().retrieve(forKey: "greeting"), "bundled")
        }
    }

    // MARK: 8. Write-only storage

    func testSample08WriteOnly() throws {
        let memory = MemoryStorage<String, Int>()
        let storage = memory.asStorage()

        let writeOnly = storage.asWriteOnlyStorage() // WriteOnlyStorage<Key, Value>

        try writeOnly.makeSyncStorage().set(5, forKey: "w")
        XCTAssertEqual(memory.storage, ["w": 5])
    }

    // MARK: 9. Single element storage

    func testSample09SingleKey() throws {
        folders.fresh(DiskStorage.main.folder("settings", in: .applicationSupportDirectory))
        try DiskStorage.main.folder("settings", in: .applicationSupportDirectory).makeSyncStorage().set(Data("{\"theme\":\"dark\"}".utf8), forKey: "settings")
        let results = SampleResults()
        let done = expectation(description: "retrieved")

        let settings = DiskStorage.main.folder("settings", in: .applicationSupportDirectory)
            .mapJSONDictionary()
            .singleKey("settings") // Storage<Void, [String : Any]>
        settings.retrieve { (result) in
            // ...
            results.record((try? result.get())?["theme"] ?? "none")
            done.fulfill()
        }

        wait(for: [done], timeout: 10)
        XCTAssertEqual(results.all, ["dark"])
    }
}
