import XCTest
@testable import Lockstep

/// Live lists under optimistic layers: what readers see, the list shows; its observers hear of a layer event once,
/// and only when what the list shows changed.
final class LiveListLayerTests: StoreTestCase {
    typealias Post = Feed.Post

    let byDate: @Sendable (Post, Post) -> Bool = { $0.date > $1.date }

    func testAPostCreatedOptimisticallyAppearsAndLeavesWithTheRollback() {
        let posts = store.store(entities: [Post(id: 1, date: 10)])
        let list = store.entities(Post.self, sortedBy: byDate)
        let recorder = record(list)

        let layer = store.optimistic { $0.store(entity: Post(id: 2, date: 20)) }
        XCTAssertEqual(ids(list.value), [2, 1])
        layer.rollback()
        XCTAssertEqual(ids(list.value), [1])
        drain()
        XCTAssertEqual(recorder.values.map(ids), [[2, 1], [1]])
        withExtendedLifetime(posts) {}
    }

    func testACommittedCreationStays() {
        let list = store.entities(Post.self, sortedBy: byDate)
        let recorder = record(list)
        let layer = store.optimistic { $0.store(entity: Post(id: 2, date: 20)) }
        layer.commit()
        drain()
        XCTAssertEqual(recorder.values.map(ids), [[2]])
        XCTAssertEqual(ids(list.value), [2])
    }

    func testALayerRemovalHidesTheMemberAndItsRollbackBringsItBack() {
        let posts = store.store(entities: [Post(id: 1, date: 10), Post(id: 2, date: 20)])
        let list = store.entities(Post.self, sortedBy: byDate)
        let recorder = record(list)

        let layer = store.optimistic { $0.remove(Post.self, id: 2) }
        XCTAssertEqual(ids(list.value), [1])
        layer.rollback()
        XCTAssertEqual(ids(list.value), [2, 1])
        drain()
        XCTAssertEqual(recorder.values.map(ids), [[1], [2, 1]])
        withExtendedLifetime(posts) {}
    }

    func testALayerUpdateMovesTheMemberAndARollbackMovesItBack() {
        let posts = store.store(entities: [Post(id: 1, date: 10), Post(id: 2, date: 20)])
        let list = store.entities(Post.self, sortedBy: byDate)
        let recorder = record(list)
        let layer = store.optimistic { $0.update(Post.self, id: 1) { $0 = $0.with(date: 30) } }
        XCTAssertEqual(ids(list.value), [1, 2])
        layer.rollback()
        drain()
        XCTAssertEqual(recorder.values.map(ids), [[1, 2], [2, 1]])
        withExtendedLifetime(posts) {}
    }

    func testALayerThatChangesNothingTheListShowsNotifiesNobody() {
        let posts = store.store(entities: [Post(id: 1, date: 10), Post(id: 2, date: 20, isRead: true)])
        let unread = store.entities(Post.self, where: { !$0.isRead })
        let recorder = record(unread)

        // Nothing at all, then a change to a post the list leaves out.
        store.optimistic { $0.update(Post.self, id: 1) { _ in } }.rollback()
        let layer = store.optimistic { $0.update(Post.self, id: 2) { $0 = $0.with(title: "read") } }
        layer.commit()
        drain()
        XCTAssertEqual(recorder.count, 0)
        withExtendedLifetime(posts) {}
    }

    func testAServerWriteUnderALayerShowsInTheListOnceAndOnlyWhenVisible() {
        let posts = store.store(entities: [Post(id: 1, date: 10), Post(id: 2, date: 20)])
        let list = store.entities(Post.self, sortedBy: byDate)
        let recorder = record(list)
        // The layer moves post 1 to the top; the server then changes its date, which the layer hides.
        let layer = store.optimistic { $0.update(Post.self, id: 1) { $0 = $0.with(date: 30) } }
        drain()
        recorder.reset()
        store.store(entity: Post(id: 1, date: 15))
        drain()
        XCTAssertEqual(recorder.count, 0, "the layer still shows date 30: the list did not change")
        // A server write the layer does not hide: a new post.
        store.store(entity: Post(id: 3, date: 25))
        drain()
        XCTAssertEqual(recorder.values.map(ids), [[1, 3, 2]])
        layer.rollback()
        XCTAssertEqual(ids(list.value), [3, 2, 1], "back to the server's date, 15")
        withExtendedLifetime(posts) {}
    }
}

/// `removeAll()` while a layer is open: the lists empty as readers see the store, told once at the event's end.
final class LiveListRemoveAllUnderLayerTests: StoreTestCase {
    func testRemoveAllUnderALayerEmptiesTheListOnce() {
        let posts = store.store(entities: [Feed.Post(id: 1, date: 1), Feed.Post(id: 2, date: 2)])
        let list = store.entities(Feed.Post.self)
        let recorder = record(list)
        let layer = store.optimistic { $0.store(entity: Feed.Author(id: 9, name: "Nobody in the list")) }
        drain()
        recorder.reset()
        store.removeAll()
        drain()
        XCTAssertEqual(recorder.values.map(ids), [[]])
        XCTAssertEqual(ids(list.value), [])
        layer.rollback()
        withExtendedLifetime(posts) {}
    }
}
