import Foundation
import LockstepStorage
import XCTest

/// `DiskStorage`: files by URL, in call order, atomically, with errors naming the file.
final class DiskStorageTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func testWritesCreateFoldersAndReadsFindTheBytes() async throws {
        let file = folder.url.appendingPathComponent("a/b/notes.txt")
        try await DiskStorage.main.set(Data("25:12".utf8), forKey: file)
        let read = try await DiskStorage.main.retrieve(forKey: file)
        XCTAssertEqual(read, Data("25:12".utf8))
        XCTAssertEqual(DiskStorage.directoryURL(of: file).path, folder.url.appendingPathComponent("a/b").path)
        XCTAssertEqual(DiskStorage.main.storageName, "disk")
    }

    func testWithoutCreatingDirectoriesAWriteIntoAMissingFolderFails() async {
        let file = folder.url.appendingPathComponent("missing/nope.json")
        let storage = DiskStorage(creatingDirectories: false)
        await XCTAssertThrowsErrorAsync(try await storage.set(Data([1]), forKey: file)) { error in
            guard case .writeFailed(let key, let failedFile, let underlying) = error as? DiskStorageError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(key, file.path)
            XCTAssertEqual(failedFile, file)
            XCTAssertEqual((underlying as? POSIXError)?.code, .ENOENT)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("missing").path))
    }

    func testCompletionFormsRunInCallOrder() {
        let file = folder.url.appendingPathComponent("ordered")
        let outcomes = Outcomes()
        let finished = expectation(description: "read")
        DiskStorage.main.set(Data("first".utf8), forKey: file)
        DiskStorage.main.set(Data("second".utf8), forKey: file)
        DiskStorage.main.retrieve(forKey: file) { result in
            outcomes.append((try? result.get()).map { String(decoding: $0, as: UTF8.self) } ?? "nothing")
            finished.fulfill()
        }
        wait(for: [finished], timeout: 10)
        XCTAssertEqual(outcomes.all, ["second"])
    }

    func testAMissingFileIsAMissingValueNamingIt() async {
        let file = folder.url.appendingPathComponent("absent")
        await XCTAssertThrowsErrorAsync(try await DiskStorage.main.retrieve(forKey: file)) { error in
            XCTAssertEqual("\(error)", "no value for key \"\(file.path)\" (no file \(file.path))")
            XCTAssertTrue((error as? DiskStorageError)?.isMissingValue == true)
        }
    }
}
