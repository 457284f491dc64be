import Foundation
import LockstepStorage
import XCTest

/// `asyncMapValues`, `validate`, `usingUnsupportedTransformation` and `synchronizedCalls()`.
final class MoreTransformTests: XCTestCase {
    func testAsyncMapValuesConvertsBothWays() async throws {
        let memory = MemoryStorage<String, Int>()
        let doubled = memory.asyncMapValues(to: Int.self, transformIn: { $0 / 2 }, transformOut: { $0 * 2 })
        try await doubled.set(21, forKey: "k")
        XCTAssertEqual(memory.storage, ["k": 42])
        let read = try await doubled.retrieve(forKey: "k")
        XCTAssertEqual(read, 21)
    }

    func testValidateRejectsNamingTheKey() async throws {
        let memory = MemoryStorage<String, Int>(storage: ["odd": 3])
        let even = memory.validate { $0.isMultiple(of: 2) }
        await XCTAssertThrowsErrorAsync(try await even.retrieve(forKey: "odd")) { error in
            XCTAssertEqual("\(error)", "cannot decode the value stored for key \"odd\": the value did not pass validation")
        }
        await XCTAssertThrowsErrorAsync(try await even.set(5, forKey: "five")) { error in
            XCTAssertEqual("\(error)", "cannot encode the value to store for key \"five\": the value did not pass validation")
        }
        try await even.set(4, forKey: "four")
        XCTAssertEqual(memory.storage, ["odd": 3, "four": 4])
    }

    func testUnsupportedTransformationKeepsTheSideThereIs() throws {
        let bytes = MemoryStorage<String, Data>(storage: ["single-key": Data("Alba".utf8)])
        let strings = bytes.asReadOnlyStorage().singleKey("single-key").usingUnsupportedTransformation { $0.mapString() }
        XCTAssertEqual(try strings.makeSyncStorage().retrieve(), "Alba")
        let sink = bytes.asWriteOnlyStorage().usingUnsupportedTransformation { $0.mapString() }
        try sink.makeSyncStorage().set("Tata", forKey: "other")
        XCTAssertEqual(bytes.storage["other"], Data("Tata".utf8))
        XCTAssertEqual("\(UnsupportedTransformationStorageError.storageIsReadOnly)", "the storage is read-only")
    }

    func testSynchronizedCallsRunInCallOrder() {
        let storage = MemoryStorage<String, Int>().synchronizedCalls()
        let outcomes = Outcomes()
        let finished = expectation(description: "read")
        for value in 1...5 {
            storage.set(value, forKey: "k")
        }
        storage.retrieve(forKey: "k") { result in
            outcomes.append("\((try? result.get()) ?? 0)")
            finished.fulfill()
        }
        wait(for: [finished], timeout: 10)
        XCTAssertEqual(outcomes.all, ["5"])
    }
}
