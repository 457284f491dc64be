import Foundation
import LockstepStorage
import XCTest

/// `Filename` and the ways it becomes a file name.
final class FilenameTests: XCTestCase {
    private let example: Filename = "spectre.cool"

    func testAFilenameIsItsRawValue() {
        XCTAssertEqual(example.rawValue, "spectre.cool")
        XCTAssertEqual(example, Filename(rawValue: "spectre.cool"))
        XCTAssertEqual(example.hashValue, Filename(rawValue: "spectre.cool").hashValue)
        XCTAssertEqual(Filename("spectre.cool"), example)
        XCTAssertEqual("\(example)", "spectre.cool")
    }

    func testEncoders() {
        XCTAssertEqual(Filename.Encoder.base64.encodedString(representing: example), "c3BlY3RyZS5jb29s")
        XCTAssertEqual(Filename.Encoder.noEncoding.encodedString(representing: example), "spectre.cool")
        XCTAssertEqual(Filename.Encoder.spelledOut.encodedString(representing: example), "k_spectre%2ecool")
        XCTAssertEqual(Filename.Encoder.custom { $0.rawValue.uppercased() }.encodedString(representing: example), "SPECTRE.COOL")
    }

    func testBase64URLHasNoSlashOrPlus() {
        let filename: Filename = "ÿ?x~~~"
        XCTAssertEqual(filename.base64Encoded(), "w78/eH5+fg==")
        XCTAssertEqual(filename.base64URLEncoded(), "w78_eH5-fg==")
        XCTAssertEqual(Filename.Encoder.base64URL.encodedString(representing: filename), "w78_eH5-fg==")
    }

    func testAFolderNamesFilesWithItsEncoder() {
        let folder = URL(fileURLWithPath: "/tmp/names", isDirectory: true)
        for (encoder, name) in [(Filename.Encoder.base64, "TmluZXRpZXM="), (.noEncoding, "Nineties"), (.base64URL, "TmluZXRpZXM=")] {
            let storage = DiskFolderStorage(folderURL: folder, diskStorage: .empty(), filenameEncoder: encoder)
            XCTAssertEqual(storage.fileURL(forFilename: "Nineties"), folder.appendingPathComponent(name))
        }
    }

    func testStringKeysBecomeFilenames() throws {
        let files = MemoryStorage<URL, Data>()
        let folder = URL(fileURLWithPath: "/tmp/names", isDirectory: true)
        let storage = DiskFolderStorage(folderURL: folder, diskStorage: files.asStorage()).usingStringKeys().makeSyncStorage()
        try storage.set(Data([1]), forKey: "one")
        XCTAssertEqual(files.storage, [folder.appendingPathComponent("b25l"): Data([1])])
    }
}
