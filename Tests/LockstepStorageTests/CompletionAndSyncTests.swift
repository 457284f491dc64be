import LockstepStorage
import XCTest

/// The completion-handler forms and `makeSyncStorage()`.
final class CompletionAndSyncTests: XCTestCase {
    func testCompletionFormsRunInCallOrderAndReportOutcomes() {
        let storage = MemoryStorage<String, Int>()
        let finished = expectation(description: "all completions")
        finished.expectedFulfillmentCount = 4
        let outcomes = Outcomes()
        storage.set(1, forKey: "a")
        storage.retrieve(forKey: "a") { result in
            outcomes.append("retrieved \(try! result.get())")
            finished.fulfill()
        }
        storage.update(forKey: "a", { $0 += 1 }) { result in
            outcomes.append("updated \(try! result.get())")
            finished.fulfill()
        }
        storage.remove(forKey: "a") { result in
            outcomes.append(result.isSuccess ? "removed" : "remove failed")
            finished.fulfill()
        }
        storage.retrieve(forKey: "a") { result in
            outcomes.append(result.isSuccess ? "still there" : "missing")
            finished.fulfill()
        }
        wait(for: [finished], timeout: 10)
        XCTAssertEqual(outcomes.all, ["retrieved 1", "updated 2", "removed", "missing"])
    }

    func testSingleKeyCompletionForms() {
        let memory = MemoryStorage<String, String>()
        let single = memory.singleKey("greeting")
        let finished = expectation(description: "retrieved")
        let outcomes = Outcomes()
        single.set("hello") { result in outcomes.append(result.isSuccess ? "set" : "failed") }
        single.retrieve { result in
            outcomes.append((try? result.get()) ?? "nothing")
            finished.fulfill()
        }
        wait(for: [finished], timeout: 10)
        XCTAssertEqual(outcomes.all, ["set", "hello"])
    }

    func testSyncStorageBlocksUntilDone() throws {
        let memory = MemoryStorage<String, String>()
        let sync = memory.makeSyncStorage()
        try sync.set("hello", forKey: "greeting")
        XCTAssertEqual(try sync.retrieve(forKey: "greeting"), "hello")
        try sync.remove(forKey: "greeting")
        XCTAssertThrowsError(try sync.retrieve(forKey: "greeting")) { error in
            XCTAssertEqual(error as? MemoryStorageError, .noValue(key: "greeting"))
        }
    }
}
