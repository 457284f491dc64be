import Foundation
@testable import LockstepStorage
import XCTest

/// Data an app saved with Shallows is found after the switch, and the reverse: the folder and the file names
/// are Shallows' (`<directory>/<folder>/<Base64 of the key>`), and what an earlier LockstepStorage saved in
/// its own place is brought over.
final class ShallowsLayoutTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// A folder written file by file the way Shallows' `DiskFolderStorage` writes it: each file named with the
    /// standard Base64 of the key's UTF-8 bytes, holding the bytes as they were set, a `/` in a name making a
    /// subfolder.
    func testReadsAFolderLaidOutAsShallowsWritesIt() async throws {
        let cities = folder.url.appendingPathComponent("cities", isDirectory: true)
        let subfolder = cities.appendingPathComponent("w78", isDirectory: true)
        try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
        let kharkiv = Data(#"{"name":"Kharkiv","foundationYear":1654}"#.utf8)
        try kharkiv.write(to: cities.appendingPathComponent("a2hhcmtpdg=="))              // "kharkiv"
        try Data("25:12".utf8).write(to: cities.appendingPathComponent("c3BlY3RyZS5jb29s")) // "spectre.cool"
        try Data([0xFF, 0x00]).write(to: subfolder.appendingPathComponent("eA=="))           // "ÿ?x" → "w78/eA=="

        let storage = DiskFolderStorage(folderURL: cities)
        let city = try await storage.mapJSONObject(City.self).retrieve(forKey: "kharkiv")
        XCTAssertEqual(city, City(name: "Kharkiv", foundationYear: 1654))
        let time = try await storage.mapString().retrieve(forKey: "spectre.cool")
        XCTAssertEqual(time, "25:12")
        let bytes = try await storage.retrieve(forKey: "ÿ?x")
        XCTAssertEqual(bytes, Data([0xFF, 0x00]))
    }

    /// The reverse: what LockstepStorage writes is where Shallows looks, byte for byte.
    func testWritesWhereShallowsReads() async throws {
        let cities = folder.url.appendingPathComponent("cities", isDirectory: true)
        try await DiskFolderStorage(folderURL: cities).mapString().set("Lviv, 1256", forKey: "lviv")
        XCTAssertEqual(try folder.fileNames(), ["cities"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cities.path), ["bHZpdg=="])
        XCTAssertEqual(try Data(contentsOf: cities.appendingPathComponent("bHZpdg==")), Data("Lviv, 1256".utf8))
    }

    func testMainFoldersAreWhereShallowsPutsThem() throws {
        let caches = try XCTUnwrap(FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first)
        let storage = DiskStorage.main.folder("cities", in: .cachesDirectory)
        XCTAssertEqual(storage.folderURL, caches.appendingPathComponent("cities", isDirectory: true))
        XCTAssertEqual(DiskStorage.folder("cities", in: .cachesDirectory).folderURL, storage.folderURL)
        XCTAssertEqual(DiskFolderStorage.url(forFolder: "cities", in: .cachesDirectory), storage.folderURL)
        XCTAssertEqual(storage.fileURL(forFilename: "kharkiv"), storage.folderURL.appendingPathComponent("a2hhcmtpdg=="))
        XCTAssertEqual(storage.storageName, "disk-cities")
        let inDirectory = DiskFolderStorage.inDirectory(.cachesDirectory, folderName: "cities", diskStorage: .empty(), filenameEncoder: .noEncoding)
        XCTAssertEqual(inDirectory.folderURL, storage.folderURL)
        XCTAssertEqual(inDirectory.fileURL(forFilename: "kharkiv"), storage.folderURL.appendingPathComponent("kharkiv"))
    }

    /// Earlier LockstepStorage kept `DiskStorage.main.folder(name, in:)` in `<directory>/<app>/LockstepStorage/
    /// <name>` with spelled-out names; the first read of a key moves its file to the new place.
    func testAValueAnEarlierLockstepStorageSavedIsFoundAndMovedOnce() async throws {
        let name = "lockstep-storage-tests-legacy-\(UUID().uuidString)"
        let caches = try XCTUnwrap(FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first)
        let app = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        let appFolder = caches.appendingPathComponent(app, isDirectory: true)
        let legacy = appFolder.appendingPathComponent("LockstepStorage", isDirectory: true).appendingPathComponent(name, isDirectory: true)
        let storage = DiskStorage.main.folder(name, in: .cachesDirectory)
        defer {
            storage.clear()
            try? FileManager.default.removeItem(at: legacy)
        }
        try FileManager.default.createDirectory(at: legacy, withIntermediateDirectories: true)
        try Data("saved before the switch".utf8).write(to: legacy.appendingPathComponent("k_timeline"))

        let found = try await storage.retrieve(forKey: "timeline")
        XCTAssertEqual(found, Data("saved before the switch".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: legacy.path), [])
        XCTAssertEqual(try Data(contentsOf: storage.fileURL(forFilename: "timeline")), Data("saved before the switch".utf8))
        // A key saved nowhere is missing, named as such.
        await XCTAssertThrowsErrorAsync(try await storage.retrieve(forKey: "other")) { error in
            XCTAssertEqual("\(error)", "no value for key \"other\" (no file \(storage.fileURL(forFilename: "other").path))")
        }
    }

    func testAMissedReadLeavesNoFolderBehind() async {
        let storage = DiskStorage.main.folder("lockstep-storage-tests-\(UUID().uuidString)", in: .cachesDirectory)
        await XCTAssertThrowsErrorAsync(try await storage.retrieve(forKey: "absent")) { error in
            XCTAssertEqual("\(error)", "no value for key \"absent\" (no file \(storage.fileURL(forFilename: "absent").path))")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: storage.folderURL.path))
    }

    func testAFolderMadeFromAURLDoesNotLookElsewhere() async throws {
        let storage = DiskFolderStorage(folderURL: folder.url.appendingPathComponent("plain", isDirectory: true))
        await XCTAssertThrowsErrorAsync(try await storage.retrieve(forKey: "timeline")) { error in
            guard case .noValue(let key, let file) = error as? DiskStorageError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(key, "timeline")
            XCTAssertEqual(file, storage.fileURL(forFilename: "timeline"))
        }
    }
}

private struct City: Codable, Equatable {
    let name: String
    let foundationYear: Int
}
