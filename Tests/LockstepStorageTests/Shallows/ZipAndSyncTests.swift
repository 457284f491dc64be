import Foundation
import LockstepStorage
import XCTest

/// `zip` of every kind of storage, the sync forms of every kind, and the `Void`-key forms.
final class ZipAndSyncTests: XCTestCase {
    func testZipOfReadOnlyStoragesNamesEachFailure() throws {
        let numbers = MemoryStorage<String, Int>(storage: ["k": 1]).asReadOnlyStorage()
        let strings = MemoryStorage<String, String>().asReadOnlyStorage()
        let zipped = zip(numbers, strings).makeSyncStorage()
        XCTAssertThrowsError(try zipped.retrieve(forKey: "k")) { error in
            let zipError = error as? ZippedResultError
            XCTAssertNil(zipError?.left)
            XCTAssertEqual(zipError?.right as? MemoryStorageError, .noValue(key: "k"))
            XCTAssertTrue(zipError?.isMissingValue == true)
            XCTAssertEqual("\(error)", "the second storage failed: no value for key \"k\" in the memory storage")
        }
    }

    func testZipOfWriteOnlyStoragesWritesBothEvenWhenOneFails() throws {
        let numbers = MemoryStorage<String, Int>()
        let zipped = zip(numbers.asWriteOnlyStorage(), WriteOnlyStorage<String, String>.empty()).makeSyncStorage()
        XCTAssertThrowsError(try zipped.set((6, "six"), forKey: "k")) { error in
            XCTAssertEqual("\(error)", "the second storage failed: the storage is always empty")
        }
        XCTAssertEqual(numbers.storage, ["k": 6])
    }

    func testZipOfResults() throws {
        let both: ShallowsResult<(Int, String)> = zip(succeed(with: 1), succeed(with: "one"))
        XCTAssertEqual(try both.get().1, "one")
        let failed: ShallowsResult<(Int, String)> = zip(fail(with: EmptyCacheError.cacheIsAlwaysEmpty), fail(with: MemoryStorageError.noValue(key: "k")))
        XCTAssertThrowsError(try failed.get()) { error in
            XCTAssertEqual(
                "\(error)",
                "the first storage failed: the storage is always empty; the second storage failed: no value for key \"k\" in the memory storage"
            )
        }
    }

    func testSyncFormsOfEveryKindWithVoidKeys() throws {
        let memory = MemoryStorage<String, Int>()
        try memory.asWriteOnlyStorage().singleKey("only").makeSyncStorage().set(3)
        XCTAssertEqual(try memory.asReadOnlyStorage().singleKey("only").makeSyncStorage().retrieve(), 3)
        let single = memory.singleKey("only").makeSyncStorage()
        try single.set(4)
        XCTAssertEqual(try single.retrieve(), 4)
        try memory.asWriteOnlyStorage().makeSyncStorage().remove(forKey: "only")
        XCTAssertEqual(memory.storage, [:])
        let shallowsStyle = SyncStorage<String, Int>(storageName: "closures", retrieve: { $0.count }, set: { _, _ in })
        XCTAssertEqual(try shallowsStyle.retrieve(forKey: "four"), 4)
        XCTAssertThrowsError(try shallowsStyle.remove(forKey: "four")) { error in
            XCTAssertEqual((error as? UnimplementedOperationError)?.storageName, "closures")
        }
    }

    func testVoidKeyUpdateAndRemoveForms() async throws {
        let memory = MemoryStorage<String, [Int]>(storage: ["list": [1]])
        let single = memory.singleKey("list")
        let updated = try await single.update { $0.append(2) }
        XCTAssertEqual(updated, [1, 2])
        let outcomes = Outcomes()
        single.update({ $0.append(3) }) { result in outcomes.append("\((try? result.get()) ?? [])") }
        single.remove { result in outcomes.append(result.isSuccess ? "removed" : "not removed") }
        XCTAssertEqual(outcomes.all, ["[1, 2, 3]", "removed"])
        try await single.set([9])
        let nine = try await single.retrieve()
        XCTAssertEqual(nine, [9])
        try await single.remove()
        XCTAssertEqual(memory.storage, [:])
    }

    func testPushingStopsWhenTheFrontFails() throws {
        let back = MemoryStorage<Int, Int>()
        let pushing = Storage<Int, Int>.empty().pushing(to: back).makeSyncStorage()
        XCTAssertThrowsError(try pushing.set(10, forKey: 1)) { XCTAssertEqual($0 as? EmptyCacheError, .cacheIsAlwaysEmpty) }
        XCTAssertEqual(back.storage, [:])
    }

    func testAFolderClearsItselfOnRequestAndOnDeinit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("scratch", isDirectory: true)
        var storage: DiskFolderStorage? = DiskFolderStorage(folderURL: url)
        try storage?.makeSyncStorage().set(Data([1]), forKey: "k")
        storage?.clear()
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
        try storage?.makeSyncStorage().set(Data([1]), forKey: "k")
        XCTAssertEqual(storage?.clearsOnDeinit, false)
        storage?.clearsOnDeinit = true
        storage = nil
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    }
}
