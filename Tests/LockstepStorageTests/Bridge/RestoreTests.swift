import Foundation
import Lockstep
@testable import LockstepStorage
import XCTest

/// `EntityStore.restore(named:from:)`: stamps, missing values, undecodable values moved aside, every alias shape.
final class RestoreTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var disk: DiskFolderStorage!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        disk = DiskFolderStorage(folderURL: folder.url)
    }

    override func tearDown() {
        folder.remove()
    }

    func testPersistedCollectionRestoresIntoANewStore() async throws {
        let saved = makeStore()
        saved.store(entities: posts(1...3), named: .timeline)
        let saving = saved.persist(named: .timeline, to: disk.usingStringKeys())
        try await saving.flush()

        let restored = makeStore()
        let didRestore = try await restored.restore(named: .timeline, from: disk.usingStringKeys())
        XCTAssertTrue(didRestore)
        XCTAssertEqual(restored.find(named: .timeline).value, posts(1...3))
        XCTAssertEqual(restored.find(Post.self, id: 2)?.value, Post(id: 2, title: "post 2"))
    }

    func testSavedFileIsAVersionedEnvelope() async throws {
        let json = try await saveTimelineStampedSeven()
        XCTAssertEqual(json["format"] as? Int, 1)
        let value = try XCTUnwrap(json["value"] as? [[String: Any]])
        XCTAssertEqual(value.map { $0["id"] as? Int }, [1, 2])
        XCTAssertEqual(value.map { $0["title"] as? String }, ["post 1", "post 2"])
        XCTAssertEqual(Set(json.keys).subtracting(["stamp"]), ["format", "value"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["dGltZWxpbmU="])
    }

    func testSavedFileHoldsTheAliasStamp() async throws {
        try EntityStore.requireRuntimeStamps()
        let json = try await saveTimelineStampedSeven()
        XCTAssertEqual(json["stamp"] as? Double, 7)

        let restored = makeStore()
        try await restored.restore(named: .timeline, from: disk.usingStringKeys())
        XCTAssertEqual(restored.aliasSnapshot(named: AliasKey<[Post]>.timeline).stamp, 7)
    }

    func testMissingKeyRestoresNothing() async throws {
        let store = makeStore()
        let storage = RecordingStorage()
        let didRestore = try await store.restore(named: .timeline, from: storage.asStorage())
        XCTAssertFalse(didRestore)
        XCTAssertNil(store.find(named: .timeline).value)
        XCTAssertEqual(storage.sets + storage.removes, 0)
        let fromDisk = try await store.restore(named: .timeline, from: disk.usingStringKeys())
        XCTAssertFalse(fromDisk)
        XCTAssertEqual(try folder.fileNames(), [])
    }

    func testCorruptFileIsMovedAsideAndTheAppGoesOnWithAnEmptyAlias() async throws {
        let corrupt = Data("{\"format\":1,\"value\":[{\"id\":1,\"ti".utf8)
        try corrupt.write(to: disk.fileURL(forFilename: "timeline"))
        let inode = try FileManager.default.attributesOfItem(atPath: disk.fileURL(forFilename: "timeline").path)[.systemFileNumber] as? Int
        let store = makeStore()
        var movedAside = ""
        await XCTAssertThrowsErrorAsync(try await store.restore(named: .timeline, from: disk.usingStringKeys())) { error in
            guard case .unreadable(let alias, let aside, let underlying) = error as? PersistenceError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(alias, "timeline")
            XCTAssertTrue(aside.hasPrefix("timeline.unreadable-"))
            XCTAssertTrue(underlying is DecodingError)
            movedAside = aside
        }
        XCTAssertNil(store.find(named: .timeline).value)
        XCTAssertFalse(FileManager.default.fileExists(atPath: disk.fileURL(forFilename: "timeline").path))
        let asideFile = disk.fileURL(forFilename: Filename(rawValue: movedAside)).path
        XCTAssertEqual(FileManager.default.contents(atPath: asideFile), corrupt)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: asideFile)[.systemFileNumber] as? Int, inode)

        store.store(entities: posts(1...1), named: .timeline)
        let saving = store.persist(named: .timeline, to: disk.usingStringKeys())
        try await saving.flush()
        let saved = try await savedValue([Post].self, "timeline", in: disk.usingStringKeys())
        XCTAssertEqual(saved, posts(1...1))
        XCTAssertEqual(FileManager.default.contents(atPath: asideFile), corrupt)
    }

    func testChangedModelIsMovedAside() async throws {
        let storage = MemoryStorage<String, Data>(storage: ["timeline": Data("{\"format\":1,\"value\":[{\"id\":\"one\"}]}".utf8)])
        let store = makeStore()
        await XCTAssertThrowsErrorAsync(try await store.restore(named: .timeline, from: storage.asStorage())) { error in
            guard case .unreadable(_, let aside, let underlying) = error as? PersistenceError else { return XCTFail("unexpected \(error)") }
            XCTAssertTrue(underlying is DecodingError)
            XCTAssertEqual(Array(storage.storage.keys), [aside])
        }
        XCTAssertNil(store.find(named: .timeline).value)
    }

    func testAFutureFormatIsReportedAsSuch() async throws {
        let storage = MemoryStorage<String, Data>(storage: ["timeline": Data("{\"format\":2,\"value\":{\"posts\":[]}}".utf8)])
        await XCTAssertThrowsErrorAsync(try await makeStore().restore(named: .timeline, from: storage.asStorage())) { error in
            guard case .unreadable(_, _, let underlying) = error as? PersistenceError,
                  case .unsupportedFormat(let found, let supported) = underlying as? PersistenceError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(found, 2)
            XCTAssertEqual(supported, 1)
        }
    }

    func testAReadFailureLeavesTheValueInPlace() async throws {
        try FileManager.default.createDirectory(at: disk.fileURL(forFilename: "timeline"), withIntermediateDirectories: true)
        await XCTAssertThrowsErrorAsync(try await makeStore().restore(named: .timeline, from: disk.usingStringKeys())) { error in
            guard case .readFailed(let alias, let underlying) = error as? PersistenceError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(alias, "timeline")
            guard case .readFailed = underlying as? DiskStorageError else { return XCTFail("unexpected \(underlying)") }
        }
        XCTAssertEqual(try folder.fileNames(), ["dGltZWxpbmU="])
    }

    func testAValueThatCannotBeMovedAsideIsReportedWithBothErrors() async throws {
        let memory = MemoryStorage<String, Data>(storage: ["timeline": Data("garbage".utf8)])
        let storage = Storage<String, Data>(
            retrieve: memory.retrieve(forKey:),
            set: { _, _ in throw RecordingStorage.Failure() },
            remove: memory.remove(forKey:)
        )
        await XCTAssertThrowsErrorAsync(try await makeStore().restore(named: .timeline, from: storage)) { error in
            guard case .unreadableNotMovedAside(let alias, let underlying, let moveError) = error as? PersistenceError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(alias, "timeline")
            XCTAssertTrue(underlying is DecodingError)
            XCTAssertEqual(moveError as? RecordingStorage.Failure, RecordingStorage.Failure())
        }
        XCTAssertEqual(memory.storage, ["timeline": Data("garbage".utf8)])
    }

    func testALaterOlderWriteIsRejected() async throws {
        let storage = MemoryStorage<String, Data>()
        try await storage.set(Self.envelope(stamp: 10, posts: posts(1...2, title: "saved")), forKey: "timeline")
        let store = makeStore()
        try await store.restore(named: .timeline, from: storage.asStorage())
        store.store(entities: posts(1...2, title: "older"), named: .timeline, modifiedAt: 5)
        XCTAssertEqual(store.find(named: .timeline).value, posts(1...2, title: "saved"))
        store.store(entities: posts(1...2, title: "newer"), named: .timeline, modifiedAt: 11)
        XCTAssertEqual(store.find(named: .timeline).value, posts(1...2, title: "newer"))
    }

    func testAFresherValueThatArrivedFirstIsKept() async throws {
        let storage = MemoryStorage<String, Data>()
        try await storage.set(Self.envelope(stamp: 10, posts: posts(1...2, title: "saved")), forKey: "timeline")
        let store = makeStore()
        store.store(entities: posts(1...2, title: "fresh"), named: .timeline, modifiedAt: 20)
        try await store.restore(named: .timeline, from: storage.asStorage())
        XCTAssertEqual(store.find(named: .timeline).value, posts(1...2, title: "fresh"))
    }

    func testARestoreOlderThanTheAliasReportsItWasRejected() async throws {
        try EntityStore.requireRuntimeStamps()
        let storage = MemoryStorage<String, Data>()
        try await storage.set(Self.envelope(stamp: 10, posts: posts(1...2, title: "saved")), forKey: "timeline")
        let store = makeStore()
        store.store(entities: posts(3...3, title: "fresh"), named: .timeline, modifiedAt: 20)
        let didRestore = try await store.restore(named: .timeline, from: storage.asStorage())
        XCTAssertFalse(didRestore)
        XCTAssertEqual(store.find(named: .timeline).value, posts(3...3, title: "fresh"))
    }

    func testEntityAndAggregateAliasesRoundTrip() async throws {
        let saved = makeStore()
        let featured = AuthorPosts(author: Author(id: 1, name: "Ursula"), posts: posts(1...2))
        saved.store(entity: Post(id: 9, title: "pinned"), named: .pinned)
        saved.store(entity: featured, named: .featured)
        saved.store(entities: [featured, AuthorPosts(author: Author(id: 2, name: "Iain"), posts: [])], named: .authors)
        let savers = [
            saved.persist(named: .pinned, to: disk.usingStringKeys()),
            saved.persist(named: .featured, to: disk.usingStringKeys()),
            saved.persist(named: .authors, to: disk.usingStringKeys()),
        ]
        for saver in savers {
            try await saver.flush()
        }

        let restored = makeStore()
        try await restored.restore(named: .pinned, from: disk.usingStringKeys())
        try await restored.restore(named: .featured, from: disk.usingStringKeys())
        try await restored.restore(named: .authors, from: disk.usingStringKeys())
        XCTAssertEqual(restored.find(named: .pinned).value, Post(id: 9, title: "pinned"))
        XCTAssertEqual(restored.find(named: .featured).value, featured)
        XCTAssertEqual(restored.find(named: .authors).value?.map(\.author.name), ["Ursula", "Iain"])
        // Aggregates are normalized on restore: their nested entities are entities of the store.
        XCTAssertEqual(restored.find(Author.self, id: 2)?.value, Author(id: 2, name: "Iain"))
    }

    func testEntityWrapperAliasRestores() async throws {
        try EntityStore.requireRuntimeStamps()
        let storage = MemoryStorage<String, Data>()
        try await storage.set(Data("{\"format\":1,\"stamp\":3,\"value\":{\"post\":{\"_0\":{\"id\":4,\"title\":\"wrapped\"}}}}".utf8), forKey: "spotlight")
        let store = makeStore()
        let didRestore = try await store.restore(named: AliasKey<Media>.spotlight, from: storage.asStorage())
        XCTAssertTrue(didRestore)
        XCTAssertEqual(store.aliasSnapshot(named: AliasKey<Media>.spotlight).value, .post(Post(id: 4, title: "wrapped")))
        XCTAssertEqual(store.find(Post.self, id: 4)?.value, Post(id: 4, title: "wrapped"))
    }

    func testAnEntityWrapperAliasIsPersistedAndRestored() async throws {
        let store = makeStore()
        store.store(Media.post(Post(id: 5, title: "saved")), named: .spotlight, modifiedAt: 4)
        let saving = store.persist(named: AliasKey<Media>.spotlight, to: disk.usingStringKeys())
        store.update(Post.self, id: 5) { $0.title = "saved again" }
        try await saving.flush()
        let restored = makeStore()
        let didRestore = try await restored.restore(named: AliasKey<Media>.spotlight, from: disk.usingStringKeys())
        XCTAssertTrue(didRestore)
        XCTAssertEqual(restored.find(named: AliasKey<Media>.spotlight).value, .post(Post(id: 5, title: "saved again")))
        XCTAssertEqual(restored.aliasSnapshot(named: AliasKey<Media>.spotlight).stamp, 4)
    }

    /// Saves posts 1 and 2, stored with stamp 7, to the disk storage; returns the saved JSON.
    private func saveTimelineStampedSeven() async throws -> [String: Any] {
        let store = makeStore()
        store.store(entities: posts(1...2), named: .timeline, modifiedAt: 7)
        let saving = store.persist(named: .timeline, to: disk.usingStringKeys())
        try await saving.flush()
        return try await savedJSON("timeline", in: disk.usingStringKeys())
    }

    static func envelope(stamp: Stamp, posts: [Post]) throws -> Data {
        try JSONEncoder().encode(SavedAlias(stamp: stamp, value: posts))
    }
}
