import Foundation
import LockstepStorage
import XCTest

/// Storage names, `renaming(to:)`, `empty()`, and the small Shallows helpers.
final class NamesAndEmptyTests: XCTestCase {
    func testRenamingRenamesEverySide() {
        XCTAssertEqual(ReadOnlyStorage<Int, Int>.empty().renaming(to: "r2").storageName, "r2")
        XCTAssertEqual(WriteOnlyStorage<Int, Int>.empty().renaming(to: "w2").storageName, "w2")
        let renamed = Storage<Int, Int>.empty().renaming(to: "s2")
        XCTAssertEqual(renamed.storageName, "s2")
        XCTAssertEqual(renamed.asReadOnlyStorage().storageName, "s2")
        XCTAssertEqual(renamed.asWriteOnlyStorage().storageName, "s2")
    }

    func testCompositionsAreNamedAfterTheirParts() {
        let front = MemoryStorage<String, Int>().asStorage().renaming(to: "front")
        let back = MemoryStorage<String, Int>().asStorage().renaming(to: "back")
        XCTAssertEqual(MemoryStorage<String, Int>().storageName, "memory-storage-String:Int")
        XCTAssertEqual(front.combined(with: back).storageName, "front<->back")
        XCTAssertEqual(front.backed(by: back).storageName, "front<-back")
        XCTAssertEqual(front.pushing(to: back).storageName, "front->back")
        XCTAssertEqual(zip(front, back).storageName, "front+back")
        XCTAssertEqual(front.mapValues(to: String.self, transformIn: String.init, transformOut: { Int($0) ?? 0 }).storageName, "front")
        XCTAssertEqual(front.makeSyncStorage().storageName, "front-sync")
    }

    func testEmptyStoragesFailEveryOperation() throws {
        let empty = Storage<Int, Int>.empty().makeSyncStorage()
        XCTAssertThrowsError(try empty.retrieve(forKey: 1)) { XCTAssertEqual($0 as? EmptyCacheError, .cacheIsAlwaysEmpty) }
        XCTAssertThrowsError(try empty.set(1, forKey: 1)) { XCTAssertEqual($0 as? EmptyCacheError, .cacheIsAlwaysEmpty) }
        XCTAssertThrowsError(try empty.remove(forKey: 1)) { XCTAssertEqual($0 as? EmptyCacheError, .cacheIsAlwaysEmpty) }
        XCTAssertTrue(EmptyCacheError.cacheIsAlwaysEmpty.isMissingValue)
        XCTAssertEqual("\(EmptyCacheError.cacheIsAlwaysEmpty)", "the storage is always empty")
    }

    func testShallowsResultHelpers() throws {
        let success: ShallowsResult<Int> = succeed(with: 15)
        XCTAssertEqual(try success.get(), 15)
        let failure: ShallowsResult<Int> = fail(with: MemoryStorageError.noValue(key: "k"))
        XCTAssertThrowsError(try failure.get()) { XCTAssertEqual($0 as? MemoryStorageError, .noValue(key: "k")) }
        XCTAssertEqual(try throwing(Int.init)("42"), 42)
        XCTAssertThrowsError(try throwing(Int.init)("x")) { XCTAssertTrue($0 is Optional<Int>.UnwrapError) }
    }

    func testThreadSafeReadsWritesAndModifies() {
        let threadSafe = ThreadSafe<Int>(15)
        XCTAssertEqual(threadSafe.read(), 15)
        threadSafe.write(20)
        XCTAssertEqual(threadSafe.read(), 20)
        DispatchQueue.concurrentPerform(iterations: 100) { _ in threadSafe.write(with: { $0 += 1 }) }
        XCTAssertEqual(threadSafe.read(), 120)
    }

    func testMemoryStorageCanBeReplacedDirectly() throws {
        let memory = MemoryStorage<Int, Int>(storage: [1: 5, 2: 6])
        memory.storage[3] = 7
        XCTAssertEqual(try memory.makeSyncStorage().retrieve(forKey: 3), 7)
        XCTAssertEqual(memory.storage, [1: 5, 2: 6, 3: 7])
    }

    func testNSCacheStorageKeepsAndEvictsObjects() throws {
        let storage = NSCacheStorage<NSString, NSString>()
        let strings = storage.toNonObjCKeys().toNonObjCValues().makeSyncStorage()
        try strings.set("value", forKey: "key")
        XCTAssertEqual(try strings.retrieve(forKey: "key"), "value")
        try strings.remove(forKey: "key")
        XCTAssertThrowsError(try strings.retrieve(forKey: "key")) { error in
            XCTAssertEqual("\(error)", "no value for key \"key\" in the cache (never set, removed, or evicted)")
            XCTAssertTrue((error as? any MissingValueError)?.isMissingValue == true)
        }
        XCTAssertEqual(storage.storageName, "nscache")
    }

    func testLogNotesWhatCompositionsDoOnlyWhenEnabled() throws {
        XCTAssertFalse(ShallowsLog.isEnabled)
        ShallowsLog.isEnabled = true
        defer { ShallowsLog.isEnabled = false }
        XCTAssertTrue(ShallowsLog.isEnabled)
        let back = MemoryStorage<String, Int>(storage: ["k": 1])
        XCTAssertEqual(try MemoryStorage<String, Int>().combined(with: back).makeSyncStorage().retrieve(forKey: "k"), 1)
    }
}
