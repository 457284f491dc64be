import XCTest
@testable import Lockstep

/// `entities(_:where:sortedBy:)`: what a list holds, in which order, and when its observers hear of it.
final class LiveListTests: StoreTestCase {
    typealias Post = Feed.Post

    /// Newest first.
    let byDate: @Sendable (Post, Post) -> Bool = { $0.date > $1.date }

    func testOpenListsEveryEntityOfTheTypeStoredDirectlyOrNestedFilteredAndInOrder() {
        let direct = store.store(entities: [Post(id: 1, date: 10), Post(id: 2, date: 30, isRead: true)])
        let nested = store.store(entity: Feed.PostView(id: 3, post: Post(id: 3, date: 20), author: Feed.Author(id: 1, name: "Ann")))
        let named = store.store(entities: [Post(id: 4, date: 40)], named: .timeline)

        XCTAssertEqual(ids(store.entities(Post.self).value), [1, 2, 3, 4], "without sortedBy: in the order received")
        XCTAssertEqual(ids(store.entities(Post.self, sortedBy: byDate).value), [4, 2, 3, 1])
        XCTAssertEqual(ids(store.entities(Post.self, where: { !$0.isRead }, sortedBy: byDate).value), [4, 3, 1])
        XCTAssertEqual(store.entities(Feed.PostView.self).value.map(\.id), [3])
        XCTAssertEqual(store.entities(Feed.Author.self).value.map(\.name), ["Ann"])
        withExtendedLifetime((direct, nested, named)) {}
    }

    func testTiesKeepTheOrderTheStoreFirstReceivedEachEntity() {
        let posts = store.store(entities: [Post(id: 5, date: 1), Post(id: 2, date: 1), Post(id: 9, date: 2), Post(id: 1, date: 1)])
        let list = store.entities(Post.self, sortedBy: byDate)
        XCTAssertEqual(ids(list.value), [9, 5, 2, 1])
        // Stored again, an entity keeps its place among its ties.
        store.store(entity: Post(id: 5, title: "again", date: 1))
        XCTAssertEqual(ids(list.value), [9, 5, 2, 1])
        withExtendedLifetime(posts) {}
    }

    func testACreatedEntityAppearsWhereItsOrderPutsItWithOneNotification() {
        let list = store.entities(Post.self, sortedBy: byDate)
        let recorder = record(list)
        store.store(entity: Post(id: 1, date: 10))
        store.store(entity: Post(id: 2, date: 30))
        store.store(entity: Post(id: 3, date: 20))
        drain()
        XCTAssertEqual(recorder.values.map(ids), [[1], [2, 1], [2, 3, 1]])
        XCTAssertEqual(ids(list.value), [2, 3, 1])
    }

    func testAnUpdateMovesLeavesOrEntersTheListAndOneThatChangesNothingNotifiesNobody() {
        let posts = store.store(entities: [Post(id: 1, date: 10), Post(id: 2, date: 20), Post(id: 3, date: 30, isRead: true)])
        let unread = store.entities(Post.self, where: { !$0.isRead }, sortedBy: byDate)
        let recorder = record(unread)

        store.update(Post.self, id: 1) { $0 = $0.with(date: 40) }
        store.update(Post.self, id: 2) { $0 = $0.with(isRead: true) }
        store.update(Post.self, id: 3) { $0 = $0.with(isRead: false) }
        store.update(Post.self, id: 3) { $0 = $0.with(title: "post 3") }
        store.update(Post.self, id: 2) { $0 = $0.with(title: "read, retitled") }
        drain()

        XCTAssertEqual(recorder.values.map(ids), [[1, 2], [1], [1, 3]], "the last two changed nothing the list shows")
        withExtendedLifetime(posts) {}
    }

    func testAMemberChangingInPlaceNotifiesWithItsNewValue() {
        let posts = store.store(entities: [Post(id: 1, date: 10), Post(id: 2, date: 20)])
        let list = store.entities(Post.self, sortedBy: byDate)
        let recorder = record(list)
        // The id-only `==` says nothing changed; the structural comparison says the title did.
        store.store(entity: Post(id: 1, title: "renamed", date: 10))
        drain()
        XCTAssertEqual(recorder.values.map { $0.map(\.title) }, [["post 2", "renamed"]])
        withExtendedLifetime(posts) {}
    }

    func testARemovalAndItsCascadeLeaveTheLists() {
        let views = store.store(entities: [
            Feed.PostView(id: 1, post: Post(id: 1, date: 10), author: Feed.Author(id: 7, name: "Ann")),
            Feed.PostView(id: 2, post: Post(id: 2, date: 20), author: Feed.Author(id: 8, name: "Bob")),
        ])
        let posts = store.entities(Post.self)
        let postViews = store.entities(Feed.PostView.self)
        let postRecorder = record(posts)
        let viewRecorder = record(postViews)

        // The view cannot exist without its post: it goes too.
        store.remove(Post.self, id: 1)
        drain()
        XCTAssertEqual(postRecorder.values.map(ids), [[2]])
        XCTAssertEqual(viewRecorder.values.map { $0.map(\.id) }, [[2]])
        withExtendedLifetime(views) {}
    }

    func testATransactionNotifiesOnceWithTheFinalList() {
        let list = store.entities(Post.self, sortedBy: byDate)
        let recorder = record(list)
        store.transaction {
            store.store(entity: Post(id: 1, date: 10))
            XCTAssertEqual(ids(list.value), [1], "inside the transaction, the list is already up to date")
            store.store(entity: Post(id: 2, date: 20))
            store.remove(Post.self, id: 1)
        }
        drain()
        XCTAssertEqual(recorder.values.map(ids), [[2]])
    }

    func testRemoveAllEmptiesTheLists() {
        let posts = store.store(entities: [Post(id: 1, date: 10)])
        let list = store.entities(Post.self)
        let recorder = record(list)
        store.removeAll()
        drain()
        XCTAssertEqual(recorder.values.map(ids), [[]])
        XCTAssertEqual(ids(store.entities(Post.self).value), [])
        withExtendedLifetime(posts) {}
    }

    func testTheListHoldsItsMembersAndNothingElse() {
        let list = store.entities(Post.self, where: { !$0.isRead })
        // Stored without keeping an observer: the list holds the unread one only.
        store.store(entities: [Post(id: 1, date: 1), Post(id: 2, date: 2, isRead: true)])
        sweep()
        XCTAssertNotNil(store.find(Post.self, id: 1))
        XCTAssertNil(store.find(Post.self, id: 2))
        XCTAssertEqual(ids(list.value), [1])

        // Read, it leaves the list, and nothing holds it any more.
        store.update(Post.self, id: 1) { $0 = $0.with(isRead: true) }
        sweep()
        XCTAssertNil(store.find(Post.self, id: 1))
        XCTAssertEqual(ids(list.value), [])
    }

    func testDroppingTheListLetsItsMembersGo() {
        var list: EntityObserver<[Post]>? = store.entities(Post.self)
        store.store(entity: Post(id: 1, date: 1))
        XCTAssertEqual(list.map { ids($0.value) }, [1])
        list = nil
        sweep()
        XCTAssertNil(store.find(Post.self, id: 1))
    }

    func testValuesStreamsTheList() async {
        let list = store.entities(Post.self, sortedBy: byDate)
        var iterator = list.values.makeAsyncIterator()
        let first = await iterator.next()
        XCTAssertEqual(first.map(ids), [])
        store.store(entity: Post(id: 1, date: 1))
        let second = await iterator.next()
        XCTAssertEqual(second.map(ids), [1])
    }
}

/// `snapshot()` counts the open lists by type, and forgets a list once it is dropped.
final class LiveListSnapshotTests: StoreTestCase {
    func testSnapshotCountsTheOpenListsPerType() {
        let posts = [store.entities(Feed.Post.self), store.entities(Feed.Post.self, where: { $0.isRead })]
        var views: EntityObserver<[Feed.PostView]>? = store.entities(Feed.PostView.self)
        XCTAssertEqual(store.snapshot().openLists, ["Post": 2, "PostView": 1])
        XCTAssertTrue(store.snapshot().description.hasSuffix("Open live lists: Post 2, PostView 1"))
        views = nil
        XCTAssertEqual(store.snapshot().openLists, ["Post": 2])
        withExtendedLifetime((posts, views)) {}
    }
}
