import Foundation
import Lockstep
@testable import LockstepStorage
import XCTest

/// `EntityStore.persist(named:to:)`: what is saved, coalescing, threads, errors, stopping.
final class PersistTests: XCTestCase {
    func testEachAcceptedChangeIsSaved() async throws {
        let store = makeStore()
        let storage = MemoryStorage<String, Data>()
        let saving = store.persist(named: .timeline, to: storage.asStorage())
        store.store(entities: posts(1...1), named: .timeline)
        try await saving.flush()
        let first = try await savedValue([Post].self, "timeline", in: storage)
        XCTAssertEqual(first, posts(1...1))
        store.update(Post.self, id: 1) { $0.title = "edited" }
        try await saving.flush()
        let second = try await savedValue([Post].self, "timeline", in: storage)
        XCTAssertEqual(second, [Post(id: 1, title: "edited")])
        store.store(entities: posts(1...3), named: .timeline)
        try await saving.flush()
        let third = try await savedValue([Post].self, "timeline", in: storage)
        XCTAssertEqual(third, posts(1...3))
    }

    func testABurstDuringASaveBecomesExactlyOneMoreSaveOfTheLatestValue() async throws {
        let store = makeStore()
        store.store(entity: Post(id: 1, title: "v0"), named: .pinned)
        let storage = RecordingStorage(holdingFirstSet: true)
        let saving = store.persist(named: .pinned, to: storage.asStorage(), coalescingInterval: 0)
        await storage.waitUntilFirstSetStarted()
        for version in 1...1_000 {
            store.store(entity: Post(id: 1, title: "v\(version)"), named: .pinned)
        }
        await store.waitForNotifications()
        storage.releaseFirstSet()
        try await saving.flush()
        XCTAssertEqual(storage.sets, 2)
        XCTAssertEqual(storage.maximumRunning, 1)
        let saved = try await savedValue(Post.self, "pinned", in: storage)
        XCTAssertEqual(saved, Post(id: 1, title: "v1000"))
    }

    func testAThousandRapidUpdatesCauseAHandfulOfSaves() async throws {
        let store = makeStore()
        let storage = RecordingStorage()
        let saving = store.persist(named: .pinned, to: storage.asStorage())
        for version in 1...1_000 {
            store.store(entity: Post(id: 1, title: "v\(version)"), named: .pinned)
        }
        try await saving.flush()
        XCTAssertLessThanOrEqual(storage.sets, 10, "1,000 updates caused \(storage.sets) saves")
        XCTAssertEqual(storage.maximumRunning, 1)
        let saved = try await savedValue(Post.self, "pinned", in: storage)
        XCTAssertEqual(saved, Post(id: 1, title: "v1000"))
    }

    func testEncodingNeverRunsOnTheStoresQueue() async throws {
        let store = makeStore()
        let key = AliasKey<[ProbedPost]>(named: "probed")
        let saving = store.persist(named: key, to: MemoryStorage<String, Data>().asStorage(), coalescingInterval: 0)
        let before = ProbedPost.encodings.withLock { $0 }
        for round in 1...20 {
            store.store(entities: [ProbedPost(id: 1, title: "r\(round)"), ProbedPost(id: 2, title: "r\(round)")], named: key)
            try await saving.flush()
        }
        let after = ProbedPost.encodings.withLock { $0 }
        XCTAssertEqual(after.onStoreQueue - before.onStoreQueue, 0)
        XCTAssertGreaterThanOrEqual(after.elsewhere - before.elsewhere, 40)
    }

    func testSaveErrorsReachTheHandlerAndFlushThenARetrySucceeds() async throws {
        let store = makeStore()
        let storage = RecordingStorage()
        storage.setFailing(true)
        let reported = Locked<[String]>([])
        let saving = store.persist(named: .pinned, to: storage.asStorage()) { error in
            reported.withLock { $0.append("\(error)") }
        }
        store.store(entity: Post(id: 1, title: "unsaved"), named: .pinned)
        await XCTAssertThrowsErrorAsync(try await saving.flush()) { error in
            guard case .saveFailed(let alias, let underlying) = error as? PersistenceError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(alias, "pinned")
            XCTAssertEqual(underlying as? RecordingStorage.Failure, RecordingStorage.Failure())
        }
        XCTAssertEqual(reported.withLock { $0 }, ["the value of alias \"pinned\" cannot be saved: Failure()"])
        storage.setFailing(false)
        try await saving.flush()
        let saved = try await savedValue(Post.self, "pinned", in: storage)
        XCTAssertEqual(saved, Post(id: 1, title: "unsaved"))
    }

    func testReleasingTheHandleStopsSaving() async throws {
        let store = makeStore()
        let storage = RecordingStorage()
        var saving: AliasPersistence? = store.persist(named: .pinned, to: storage.asStorage())
        store.store(entity: Post(id: 1, title: "saved"), named: .pinned)
        try await saving?.flush()
        XCTAssertEqual(storage.sets, 1)
        saving = nil
        store.store(entity: Post(id: 1, title: "not saved"), named: .pinned)
        await store.waitForNotifications()
        XCTAssertEqual(storage.sets, 1)
        let saved = try await savedValue(Post.self, "pinned", in: storage)
        XCTAssertEqual(saved.title, "saved")
    }

    func testCancelStopsSavingAndFlushThenReturns() async throws {
        let store = makeStore()
        let storage = RecordingStorage()
        let saving = store.persist(named: .pinned, to: storage.asStorage())
        store.store(entity: Post(id: 1, title: "saved"), named: .pinned)
        try await saving.flush()
        saving.cancel()
        store.store(entity: Post(id: 1, title: "not saved"), named: .pinned)
        try await saving.flush()
        XCTAssertEqual(storage.sets, 1)
    }

    func testAnEmptyAliasLeavesTheStorageAloneUntilItHeldAValue() async throws {
        let store = makeStore()
        let storage = RecordingStorage()
        try await storage.memory.set(Data("saved earlier".utf8), forKey: "pinned")
        let saving = store.persist(named: .pinned, to: storage.asStorage())
        try await saving.flush()
        XCTAssertEqual(storage.sets + storage.removes, 0)
        XCTAssertEqual(storage.memory.storage, ["pinned": Data("saved earlier".utf8)])

        store.store(entity: Post(id: 1, title: "now"), named: .pinned)
        try await saving.flush()
        store.removeAlias(named: AliasKey<Post>.pinned)
        try await saving.flush()
        XCTAssertEqual(storage.removes, 1)
        XCTAssertEqual(storage.memory.storage, [:])
    }

    func testMemoryInFrontOfDiskSavesToDiskAndRestoresFromIt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let disk = DiskFolderStorage(folderURL: folder.url)
        let store = makeStore()
        store.store(entities: posts(1...2), named: .timeline)
        let saving = store.persist(named: .timeline, to: MemoryStorage<String, Data>().combined(with: disk.usingStringKeys()))
        try await saving.flush()
        XCTAssertEqual(try folder.fileNames(), ["dGltZWxpbmU="])

        let relaunched = makeStore()
        try await relaunched.restore(named: .timeline, from: MemoryStorage<String, Data>().combined(with: disk.usingStringKeys()))
        XCTAssertEqual(relaunched.find(named: .timeline).value, posts(1...2))
    }

    func testTwoStoresSavingToOneFolderDoNotInterfere() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = makeStore()
        let second = makeStore()
        let firstSaving = first.persist(named: .timeline, to: DiskFolderStorage(folderURL: folder.url).usingStringKeys(), coalescingInterval: 0)
        let secondSaving = second.persist(named: .pinned, to: DiskFolderStorage(folderURL: folder.url).usingStringKeys(), coalescingInterval: 0)
        for round in 1...30 {
            first.store(entities: posts(1...3, title: "first \(round)"), named: .timeline)
            second.store(entity: Post(id: 100, title: "second \(round)"), named: .pinned)
        }
        try await firstSaving.flush()
        try await secondSaving.flush()
        XCTAssertEqual(try folder.fileNames(), ["cGlubmVk", "dGltZWxpbmU="])
        let relaunched = makeStore()
        try await relaunched.restore(named: .timeline, from: DiskFolderStorage(folderURL: folder.url).usingStringKeys())
        try await relaunched.restore(named: .pinned, from: DiskFolderStorage(folderURL: folder.url).usingStringKeys())
        XCTAssertEqual(relaunched.find(named: .timeline).value, posts(1...3, title: "first 30"))
        XCTAssertEqual(relaunched.find(named: .pinned).value, Post(id: 100, title: "second 30"))
    }
}
