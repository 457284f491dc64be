import Foundation
import Lockstep
@testable import LockstepStorage
import XCTest

/// `persist` under optimistic layers: only base data is saved, so a restore never brings back a guess.
final class PersistOptimisticTests: XCTestCase {
    func testPersistSavesTheBaseOnlyAndARestoreNeverBringsBackAnOptimisticValue() async throws {
        let store = makeStore()
        let storage = MemoryStorage<String, Data>()
        store.store(entities: posts(1...2), named: .timeline)
        let saving = store.persist(named: .timeline, to: storage.asStorage())
        try await saving.flush()

        let layer = store.optimistic { store in
            store.update(Post.self, id: 1) { $0.title = "guess" }
            store.update(named: .timeline) { $0.insert(Post(id: 3, title: "sending"), at: 0) }
        }
        XCTAssertEqual(store.find(named: .timeline).value?.map(\.title), ["sending", "guess", "post 2"])
        try await saving.flush()
        let whileOpen = try await savedValue([Post].self, "timeline", in: storage)
        XCTAssertEqual(whileOpen, posts(1...2))

        // The server's write beneath the layer is base data: it is saved, without the layer over it.
        store.update(Post.self, id: 2) { $0.title = "server" }
        try await saving.flush()
        let afterServer = try await savedValue([Post].self, "timeline", in: storage)
        XCTAssertEqual(afterServer, [Post(id: 1, title: "post 1"), Post(id: 2, title: "server")])

        let restored = makeStore()
        let didRestore = try await restored.restore(named: .timeline, from: storage.asStorage())
        XCTAssertTrue(didRestore)
        XCTAssertEqual(restored.find(named: .timeline).value, afterServer)
        XCTAssertNil(restored.find(Post.self, id: 3))

        layer.rollback()
        try await saving.flush()
        let afterRollback = try await savedValue([Post].self, "timeline", in: storage)
        XCTAssertEqual(afterRollback, afterServer)
        XCTAssertEqual(store.find(named: .timeline).value, afterServer)
    }
}
