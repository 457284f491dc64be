import Foundation
import LockstepStorage
import XCTest

/// A storage of one's own conforms by implementing either form of each operation: Shallows' completion
/// handlers or `async` methods.
final class CustomStorageTests: XCTestCase {
    /// Written the Shallows way, with remove.
    private final class CompletionStorage: StorageProtocol {
        private let values = ThreadSafe<[String: Int]>([:])

        func retrieve(forKey key: String, completion: @escaping (ShallowsResult<Int>) -> ()) {
            completion(values.read()[key].map(succeed) ?? fail(with: MemoryStorageError.noValue(key: key)))
        }

        func set(_ value: Int, forKey key: String, completion: @escaping (ShallowsResult<Void>) -> ()) {
            values.write { $0[key] = value }
            completion(succeed(with: ()))
        }

        func remove(forKey key: String, completion: @escaping (ShallowsResult<Void>) -> ()) {
            values.write { $0[key] = nil }
            completion(succeed(with: ()))
        }
    }

    /// Written with `async` methods, without remove.
    private struct AsyncStorage: StorageProtocol {
        let values = ThreadSafe<[String: Int]>(["seed": 1])

        func retrieve(forKey key: String) async throws -> Int {
            guard let value = values.read()[key] else { throw MemoryStorageError.noValue(key: key) }
            return value
        }

        func set(_ value: Int, forKey key: String) async throws {
            values.write { $0[key] = value }
        }
    }

    /// Implements nothing: a mistake the defaults report instead of calling each other forever.
    private struct NothingStorage: ReadOnlyStorageProtocol {
        typealias Key = String
        typealias Value = Int
    }

    func testACompletionWrittenStorageHasTheAsyncForms() async throws {
        let storage = CompletionStorage()
        try await storage.set(3, forKey: "three")
        let three = try await storage.retrieve(forKey: "three")
        XCTAssertEqual(three, 3)
        try await storage.remove(forKey: "three")
        await XCTAssertThrowsErrorAsync(try await storage.retrieve(forKey: "three")) { error in
            XCTAssertEqual(error as? MemoryStorageError, .noValue(key: "three"))
        }
        XCTAssertEqual(storage.storageName, "CompletionStorage")
    }

    func testAnAsyncWrittenStorageHasTheCompletionAndSyncForms() throws {
        let storage = AsyncStorage()
        let outcomes = Outcomes()
        let finished = expectation(description: "read")
        storage.set(2, forKey: "two") { result in
            outcomes.append(result.isSuccess ? "set" : "not set")
            storage.retrieve(forKey: "two") { result in
                outcomes.append("\((try? result.get()) ?? 0)")
                finished.fulfill()
            }
        }
        wait(for: [finished], timeout: 10)
        XCTAssertEqual(outcomes.all, ["set", "2"])
        let sync = storage.asStorage().makeSyncStorage()
        XCTAssertEqual(try sync.retrieve(forKey: "seed"), 1)
        XCTAssertThrowsError(try sync.remove(forKey: "seed")) { error in
            XCTAssertEqual(
                "\(error)",
                "storage \"AsyncStorage\" cannot remove key \"seed\": it implements neither remove(…completion:) nor the async remove(…)"
            )
        }
        XCTAssertEqual(storage.values.read(), ["seed": 1, "two": 2])
    }

    func testAStorageImplementingNeitherFormFailsInsteadOfLooping() async {
        await XCTAssertThrowsErrorAsync(try await NothingStorage().retrieve(forKey: "k")) { error in
            let unimplemented = error as? UnimplementedOperationError
            XCTAssertEqual(unimplemented?.operation, "retrieve")
            XCTAssertEqual(unimplemented?.key, "k")
            XCTAssertEqual(unimplemented?.storageName, "NothingStorage")
        }
        XCTAssertThrowsError(try NothingStorage().makeSyncStorage().retrieve(forKey: "k")) { error in
            XCTAssertEqual((error as? UnimplementedOperationError)?.operation, "retrieve")
        }
    }

    func testClosureStoragesOfBothKinds() throws {
        let completionBased = Storage<String, Int>(
            storageName: "closures",
            retrieve: { key, completion in completion(.success(key.count)) },
            set: { _, _, completion in completion(.failure(EmptyCacheError.cacheIsAlwaysEmpty)) }
        ).makeSyncStorage()
        XCTAssertEqual(try completionBased.retrieve(forKey: "four"), 4)
        XCTAssertThrowsError(try completionBased.set(1, forKey: "k")) { XCTAssertEqual($0 as? EmptyCacheError, .cacheIsAlwaysEmpty) }
        XCTAssertEqual(completionBased.storageName, "closures-sync")

        let asyncBased = ReadOnlyStorage<String, Int>(storageName: "async") { key in key.count * 2 }.makeSyncStorage()
        XCTAssertEqual(try asyncBased.retrieve(forKey: "four"), 8)
    }
}
