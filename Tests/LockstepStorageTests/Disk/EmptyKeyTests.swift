import Foundation
import LockstepStorage
import XCTest

/// The empty string is a key like any other: Base64 of it is empty, which would name the folder itself, so it
/// gets a reserved file name no other key encodes to, and every other key keeps Shallows' name.
final class EmptyKeyTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func testTheEmptyKeyRoundTripsBesideOtherKeysWithEveryBase64Encoder() async throws {
        for encoder in [Filename.Encoder.base64, .base64URL] {
            let disk = DiskFolderStorage(folderURL: folder.url.appendingPathComponent(UUID().uuidString), filenameEncoder: encoder)
            try await disk.set(Data("empty".utf8), forKey: "")
            try await disk.set(Data("a".utf8), forKey: "a")
            try await disk.set(Data("tilde".utf8), forKey: "~empty")

            let empty = try await disk.retrieve(forKey: "")
            let a = try await disk.retrieve(forKey: "a")
            let tilde = try await disk.retrieve(forKey: "~empty")
            XCTAssertEqual([empty, a, tilde].map { String(decoding: $0, as: UTF8.self) }, ["empty", "a", "tilde"])
            let files = try FileManager.default.contentsOfDirectory(atPath: disk.folderURL.path).sorted()
            XCTAssertEqual(files, ["YQ==", encoder.encodedString(representing: "~empty"), "~empty"].sorted())

            try await disk.remove(forKey: "")
            await XCTAssertThrowsErrorAsync(try await disk.retrieve(forKey: "")) { error in
                XCTAssertEqual((error as? DiskStorageError)?.isMissingValue, true)
            }
            let stillThere = try await disk.retrieve(forKey: "a")
            XCTAssertEqual(String(decoding: stillThere, as: UTF8.self), "a")
        }
    }

    func testTheEmptyKeyWorksThroughStringKeysAndTheFolderOfDiskStorage() async throws {
        let strings = DiskFolderStorage(folderURL: folder.url.appendingPathComponent("strings")).usingStringKeys()
        try await strings.set(Data([1, 2]), forKey: "")
        let value = try await strings.retrieve(forKey: "")
        XCTAssertEqual(value, Data([1, 2]))
        XCTAssertEqual(DiskFolderStorage(folderURL: folder.url).fileURL(forFilename: "").lastPathComponent, DiskFolderStorage.emptyKeyFileName)
    }
}
