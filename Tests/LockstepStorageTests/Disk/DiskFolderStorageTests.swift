import Foundation
@testable import LockstepStorage
import XCTest

/// `DiskFolderStorage`: Shallows' file names, typed errors naming the key, atomic writes, shared folders.
final class DiskFolderStorageTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var disk: DiskFolderStorage!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        disk = DiskFolderStorage(folderURL: folder.url.appendingPathComponent("store"))
    }

    override func tearDown() {
        folder.remove()
    }

    func testWithSpelledOutNamesEveryKindOfKeyRoundTripsToItsOwnFile() async throws {
        let disk = DiskFolderStorage(folderURL: self.disk.folderURL, filenameEncoder: .spelledOut)
        for (index, key) in DiskFileNameTests.trickyKeys.enumerated() {
            try await disk.set(Data("value \(index)".utf8), forKey: Filename(rawValue: key))
        }
        for (index, key) in DiskFileNameTests.trickyKeys.enumerated() {
            let data = try await disk.retrieve(forKey: Filename(rawValue: key))
            XCTAssertEqual(String(decoding: data, as: UTF8.self), "value \(index)", key)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: disk.folderURL.path)
        XCTAssertEqual(files.count, DiskFileNameTests.trickyKeys.count)
        XCTAssertEqual(disk.fileURL(forFilename: "..").deletingLastPathComponent().path, disk.folderURL.path)
    }

    func testAKeyTooLongForABase64FileNameFailsNamingTheKey() async throws {
        let key = Filename(rawValue: String(repeating: "k", count: 300))
        await XCTAssertThrowsErrorAsync(try await disk.set(Data([1]), forKey: key)) { error in
            guard case .writeFailed(let failedKey, let file, let underlying) = error as? DiskStorageError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(failedKey, key.rawValue)
            XCTAssertEqual(file.lastPathComponent, key.base64Encoded())
            XCTAssertEqual((underlying as? POSIXError)?.code, .ENAMETOOLONG)
        }
    }

    func testMissingKeyThrowsNoValueNamingKeyAndFile() async {
        await XCTAssertThrowsErrorAsync(try await disk.retrieve(forKey: "absent")) { error in
            guard case .noValue(let key, let file) = error as? DiskStorageError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(key, "absent")
            XCTAssertEqual(file, disk.fileURL(forFilename: "absent"))
            XCTAssertTrue((error as? DiskStorageError)?.isMissingValue == true)
        }
    }

    func testUnreadableFileThrowsReadFailedWithTheCause() async throws {
        try FileManager.default.createDirectory(at: disk.fileURL(forFilename: "dir"), withIntermediateDirectories: true)
        await XCTAssertThrowsErrorAsync(try await disk.retrieve(forKey: "dir")) { error in
            guard case .readFailed(let key, _, let underlying) = error as? DiskStorageError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(key, "dir")
            XCTAssertFalse("\(underlying)".isEmpty)
            XCTAssertTrue((error as? DiskStorageError)?.isMissingValue == false)
            XCTAssertTrue("\(error)".contains("\"dir\""))
        }
    }

    func testFailedWriteKeepsNoTemporaryFileAndNamesTheKey() async throws {
        // A non-empty folder where the file should go: the final rename fails, even for root.
        let blocker = disk.fileURL(forFilename: "blocked")
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: blocker.appendingPathComponent("inside"))
        await XCTAssertThrowsErrorAsync(try await disk.set(Data("value".utf8), forKey: "blocked")) { error in
            guard case .writeFailed(let key, let file, let underlying) = error as? DiskStorageError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(key, "blocked")
            XCTAssertEqual(file, blocker)
            XCTAssertTrue(underlying is POSIXError)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: disk.folderURL.path)
        XCTAssertEqual(files, [blocker.lastPathComponent])
    }

    func testWritesLeaveOnlyTheKeyFiles() async throws {
        for round in 0..<20 {
            try await disk.set(Data(repeating: UInt8(round), count: 10_000), forKey: "a")
            try await disk.set(Data(repeating: UInt8(round), count: 10), forKey: "b")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: disk.folderURL.path).sorted()
        XCTAssertEqual(files, ["YQ==", "Yg=="])
        let a = try await disk.retrieve(forKey: "a")
        XCTAssertEqual(a, Data(repeating: 19, count: 10_000))
    }

    func testRemoveDeletesAndIgnoresMissingKeys() async throws {
        try await disk.set(Data([1]), forKey: "k")
        try await disk.remove(forKey: "k")
        try await disk.remove(forKey: "k")
        XCTAssertFalse(FileManager.default.fileExists(atPath: disk.fileURL(forFilename: "k").path))
    }

    func testMoveRenamesTheFileWithoutRewritingIt() async throws {
        try await disk.set(Data("saved".utf8), forKey: "from")
        let before = try FileManager.default.attributesOfItem(atPath: disk.fileURL(forFilename: "from").path)
        try await disk.moveValue(forKey: "from", toKey: "to")
        let after = try FileManager.default.attributesOfItem(atPath: disk.fileURL(forFilename: "to").path)
        XCTAssertEqual(before[.systemFileNumber] as? Int, after[.systemFileNumber] as? Int)
        XCTAssertFalse(FileManager.default.fileExists(atPath: disk.fileURL(forFilename: "from").path))
        let moved = try await disk.retrieve(forKey: "to")
        XCTAssertEqual(moved, Data("saved".utf8))
        await XCTAssertThrowsErrorAsync(try await disk.moveValue(forKey: "from", toKey: "to")) { error in
            XCTAssertTrue((error as? DiskStorageError)?.isMissingValue == true)
        }
    }

    func testReadersSeeWholeValuesOnlyWhileAWriterReplacesThem() async throws {
        let small = Data(repeating: UInt8(ascii: "a"), count: 200_000)
        let large = Data(repeating: UInt8(ascii: "b"), count: 600_000)
        try await disk.set(small, forKey: "k")
        let disk = self.disk!
        let writing = Locked(true)
        let writer = Task {
            defer { writing.withLock { $0 = false } }
            for round in 0..<60 {
                try await disk.set(round.isMultiple(of: 2) ? large : small, forKey: "k")
            }
        }
        var reads = 0
        while writing.withLock({ $0 }), reads < 10_000 {
            let data = try await disk.retrieve(forKey: "k")
            XCTAssertTrue(data == small || data == large, "a read saw \(data.count) bytes")
            reads += 1
        }
        try await writer.value
    }

    func testTwoStoragesOnOneFolderDoNotInterfere() async throws {
        let first = DiskFolderStorage(folderURL: disk.folderURL, diskStorage: DiskStorage().asStorage()).usingStringKeys()
        let second = DiskFolderStorage(folderURL: disk.folderURL, diskStorage: DiskStorage().asStorage()).usingStringKeys()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask { try await first.set(Data("first \(index)".utf8), forKey: "first-\(index)") }
                group.addTask { try await second.set(Data("second \(index)".utf8), forKey: "second-\(index)") }
            }
            try await group.waitForAll()
        }
        for index in 0..<50 {
            let fromFirst = try await second.retrieve(forKey: "first-\(index)")
            let fromSecond = try await first.retrieve(forKey: "second-\(index)")
            XCTAssertEqual(String(decoding: fromFirst, as: UTF8.self), "first \(index)")
            XCTAssertEqual(String(decoding: fromSecond, as: UTF8.self), "second \(index)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk.folderURL.path).count, 100)
    }
}
