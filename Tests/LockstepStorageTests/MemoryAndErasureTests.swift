import LockstepStorage
import XCTest

/// `MemoryStorage`, the type-erased storages, and the conversions between them.
final class MemoryAndErasureTests: XCTestCase {
    func testMemoryStorageSetsRetrievesAndRemoves() async throws {
        let memory = MemoryStorage<String, Int>()
        try await memory.set(10, forKey: "a")
        try await memory.set(11, forKey: "a")
        let value = try await memory.retrieve(forKey: "a")
        XCTAssertEqual(value, 11)
        try await memory.remove(forKey: "a")
        try await memory.remove(forKey: "never stored")
        XCTAssertEqual(memory.storage, [:])
    }

    func testMemoryStorageMissingKeyThrowsNoValue() async {
        let memory = MemoryStorage<String, Int>(storage: ["a": 1])
        await XCTAssertThrowsErrorAsync(try await memory.retrieve(forKey: "b")) { error in
            XCTAssertEqual(error as? MemoryStorageError, .noValue(key: "b"))
            XCTAssertTrue((error as? any MissingValueError)?.isMissingValue == true)
        }
    }

    func testMemoryStorageMovesInOneStep() async throws {
        let memory = MemoryStorage<String, Int>(storage: ["a": 1, "b": 2])
        try await memory.moveValue(forKey: "a", toKey: "b")
        XCTAssertEqual(memory.storage, ["b": 1])
        await XCTAssertThrowsErrorAsync(try await memory.moveValue(forKey: "a", toKey: "c")) { error in
            XCTAssertEqual(error as? MemoryStorageError, .noValue(key: "a"))
        }
    }

    func testErasedStoragesForwardToTheWrappedStorage() async throws {
        let memory = MemoryStorage<String, Int>()
        let storage = memory.asStorage()
        let writeOnly = storage.asWriteOnlyStorage()
        let readOnly = storage.asReadOnlyStorage()
        try await writeOnly.set(3, forKey: "x")
        let read = try await readOnly.retrieve(forKey: "x")
        XCTAssertEqual(read, 3)
        XCTAssertEqual(memory.storage, ["x": 3])
        try await writeOnly.remove(forKey: "x")
        XCTAssertEqual(memory.storage, [:])
    }

    func testErasingAnErasedStorageKeepsItsOwnMove() async throws {
        let memory = MemoryStorage<String, Int>(storage: ["a": 1])
        let storage = memory.asStorage().asStorage()
        try await storage.moveValue(forKey: "a", toKey: "b")
        XCTAssertEqual(memory.storage, ["b": 1])
    }

    func testClosureStorageWithoutMoveCopiesThenRemoves() async throws {
        let memory = MemoryStorage<String, Int>(storage: ["a": 1])
        let storage = Storage(retrieve: memory.retrieve(forKey:), set: memory.set(_:forKey:), remove: memory.remove(forKey:))
        try await storage.moveValue(forKey: "a", toKey: "b")
        XCTAssertEqual(memory.storage, ["b": 1])
    }

    func testStorageJoinsAReadingSideAndAWritingSide() async throws {
        let source = MemoryStorage<String, Int>(storage: ["k": 5])
        let sink = MemoryStorage<String, Int>()
        let storage = Storage(read: source.asReadOnlyStorage(), write: sink.asWriteOnlyStorage())
        try await storage.set(6, forKey: "k")
        let value = try await storage.retrieve(forKey: "k")
        XCTAssertEqual(value, 5)
        XCTAssertEqual(sink.storage, ["k": 6])
    }
}
