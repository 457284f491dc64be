import LockstepStorage
import XCTest

/// `combined(with:)`, `backed(by:)`, `pushing(to:)`, `zip`, `fallback(with:)`, `defaulting(to:)`,
/// `singleKey(_:)` and `update(forKey:_:)`.
final class CompositionTests: XCTestCase {
    func testCombinedReadsFrontThenBackAndPullsIntoFront() async throws {
        let front = MemoryStorage<String, Int>(storage: ["both": 1])
        let back = MemoryStorage<String, Int>(storage: ["both": 2, "backOnly": 3])
        let combined = front.combined(with: back)
        let fromFront = try await combined.retrieve(forKey: "both")
        XCTAssertEqual(fromFront, 1)
        let fromBack = try await combined.retrieve(forKey: "backOnly")
        XCTAssertEqual(fromBack, 3)
        XCTAssertEqual(front.storage, ["both": 1, "backOnly": 3])
        await XCTAssertThrowsErrorAsync(try await combined.retrieve(forKey: "neither")) { error in
            XCTAssertEqual(error as? MemoryStorageError, .noValue(key: "neither"))
        }
    }

    func testCombinedWritesRemovesAndMovesInBoth() async throws {
        let front = MemoryStorage<String, Int>()
        let back = MemoryStorage<String, Int>()
        let combined = front.combined(with: back)
        try await combined.set(5, forKey: "k")
        XCTAssertEqual(front.storage, ["k": 5])
        XCTAssertEqual(back.storage, ["k": 5])
        try await combined.moveValue(forKey: "k", toKey: "moved")
        XCTAssertEqual(front.storage, [:])
        XCTAssertEqual(back.storage, ["moved": 5])
        try await combined.remove(forKey: "moved")
        XCTAssertEqual(back.storage, [:])
    }

    func testBackedByPullsButDoesNotPush() async throws {
        let front = MemoryStorage<String, Int>()
        let back = MemoryStorage<String, Int>(storage: ["old": 1])
        let backed = front.backed(by: back.asReadOnlyStorage())
        let pulled = try await backed.retrieve(forKey: "old")
        XCTAssertEqual(pulled, 1)
        try await backed.set(2, forKey: "new")
        XCTAssertEqual(front.storage, ["old": 1, "new": 2])
        XCTAssertEqual(back.storage, ["old": 1])
    }

    func testReadOnlyBackedByFallsThroughWithoutCopying() async throws {
        let front = MemoryStorage<String, Int>(storage: ["a": 1])
        let back = MemoryStorage<String, Int>(storage: ["a": 9, "b": 2])
        let reads = front.asReadOnlyStorage().backed(by: back)
        let a = try await reads.retrieve(forKey: "a")
        let b = try await reads.retrieve(forKey: "b")
        XCTAssertEqual([a, b], [1, 2])
        XCTAssertEqual(front.storage, ["a": 1])
    }

    func testPushingWritesBothButReadsOnlyFront() async throws {
        let front = MemoryStorage<String, Int>()
        let log = MemoryStorage<String, Int>(storage: ["logged": 1])
        let pushing = front.pushing(to: log.asWriteOnlyStorage())
        try await pushing.set(4, forKey: "k")
        XCTAssertEqual(front.storage, ["k": 4])
        XCTAssertEqual(log.storage, ["logged": 1, "k": 4])
        await XCTAssertThrowsErrorAsync(try await pushing.retrieve(forKey: "logged"))
        try await pushing.remove(forKey: "k")
        XCTAssertEqual(log.storage, ["logged": 1])

        let writeOnly = front.asWriteOnlyStorage().pushing(to: log)
        try await writeOnly.set(6, forKey: "w")
        XCTAssertEqual(front.storage, ["w": 6])
        XCTAssertEqual(log.storage, ["logged": 1, "w": 6])
        try await writeOnly.remove(forKey: "w")
        XCTAssertEqual(log.storage, ["logged": 1])
    }

    func testZipSetsAndRetrievesPairs() async throws {
        let strings = MemoryStorage<String, String>()
        let numbers = MemoryStorage<String, Int>()
        let zipped = zip(strings, numbers)
        try await zipped.set(("shallows", 3), forKey: "k")
        XCTAssertEqual(strings.storage, ["k": "shallows"])
        XCTAssertEqual(numbers.storage, ["k": 3])
        let (string, number) = try await zipped.retrieve(forKey: "k")
        XCTAssertEqual(string, "shallows")
        XCTAssertEqual(number, 3)
        try await numbers.remove(forKey: "k")
        await XCTAssertThrowsErrorAsync(try await zipped.retrieve(forKey: "k")) { error in
            XCTAssertEqual("\(error)", "the second storage failed: no value for key \"k\" in the memory storage")
        }
        try await zipped.remove(forKey: "k")
        XCTAssertEqual(strings.storage, [:])
        let readOnly = zip(strings.asReadOnlyStorage(), numbers.asReadOnlyStorage())
        await XCTAssertThrowsErrorAsync(try await readOnly.retrieve(forKey: "k"))
    }

    func testFallbackSeesTheErrorAndDefaultingReplacesIt() async throws {
        let storage = MemoryStorage<String, Int>(storage: ["set": 1])
        let protected = storage.fallback { error in
            (error as? MemoryStorageError) == .noValue(key: "missing") ? 15 : -1
        }
        let missing = try await protected.retrieve(forKey: "missing")
        let present = try await protected.retrieve(forKey: "set")
        XCTAssertEqual([missing, present], [15, 1])
        let defaulted = storage.defaulting(to: -1)
        let fallback = try await defaulted.retrieve(forKey: "missing")
        XCTAssertEqual(fallback, -1)
        try await defaulted.set(2, forKey: "written")
        XCTAssertEqual(storage.storage, ["set": 1, "written": 2])
        let readOnlyDefault = try await storage.asReadOnlyStorage().defaulting(to: 0).retrieve(forKey: "missing")
        XCTAssertEqual(readOnlyDefault, 0)
        let rethrowing = storage.asReadOnlyStorage().fallback { _ in throw UnwrapError() }
        await XCTAssertThrowsErrorAsync(try await rethrowing.retrieve(forKey: "missing")) { error in
            XCTAssertTrue(error is UnwrapError)
        }
    }

    func testSingleKeyReadsAndWritesOneValue() async throws {
        let memory = MemoryStorage<String, Int>()
        let single = memory.singleKey("only")
        try await single.set(9)
        let value = try await single.retrieve()
        XCTAssertEqual(value, 9)
        XCTAssertEqual(memory.storage, ["only": 9])
        try await single.remove()
        XCTAssertEqual(memory.storage, [:])
        try await memory.set(1, forKey: "only")
        let readOnly = try await memory.asReadOnlyStorage().singleKey("only").retrieve()
        XCTAssertEqual(readOnly, 1)
    }

    func testUpdateReadsModifiesAndWrites() async throws {
        let arrays = MemoryStorage<String, [Int]>()
        await XCTAssertThrowsErrorAsync(try await arrays.update(forKey: "k") { $0.append(1) }) { error in
            XCTAssertEqual(error as? MemoryStorageError, .noValue(key: "k"))
        }
        XCTAssertEqual(arrays.storage, [:])
        let first = try await arrays.defaulting(to: []).update(forKey: "k") { $0.append(10) }
        let second = try await arrays.defaulting(to: []).update(forKey: "k") { $0.append(11) }
        XCTAssertEqual(first, [10])
        XCTAssertEqual(second, [10, 11])
        XCTAssertEqual(arrays.storage, ["k": [10, 11]])
        await XCTAssertThrowsErrorAsync(try await arrays.update(forKey: "k") { _ in throw UnwrapError() })
        XCTAssertEqual(arrays.storage, ["k": [10, 11]])
    }
}
