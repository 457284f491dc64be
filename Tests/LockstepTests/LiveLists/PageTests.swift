import XCTest
@testable import Lockstep

/// `store(entities:appendingTo:)` and `store(entities:prependingTo:)`: pages merged into a list alias in one write.
final class PageTests: StoreTestCase {
    typealias Post = Feed.Post

    func testAppendingCreatesTheAliasThenAddsOnlyWhatIsNewKeepingKnownEntitiesInPlace() {
        let timeline = record(store.find(named: .timeline))
        let first = store.store(entities: [Post(id: 1, date: 3), Post(id: 2, date: 2)], appendingTo: .timeline)
        XCTAssertEqual(first.value.map(\.id), [1, 2], "the page's observer")
        // The next page overlaps the first: post 2 keeps its place and shows its new title.
        store.store(entities: [Post(id: 2, title: "edited", date: 2), Post(id: 3, date: 1), Post(id: 3, date: 1)], appendingTo: .timeline)
        drain()
        XCTAssertEqual(timeline.values.map { $0.map(ids) }, [[1, 2], [1, 2, 3]], "one notification per page")
        XCTAssertEqual(store.find(named: .timeline).value?.map(\.title), ["post 1", "edited", "post 3"])
    }

    func testPrependingPutsNewEntitiesFirstInThePagesOrder() {
        let posts = store.store(entities: [Post(id: 1, date: 1), Post(id: 2, date: 2)], appendingTo: .timeline)
        store.store(entities: [Post(id: 4, date: 4), Post(id: 3, date: 3), Post(id: 2, date: 2)], prependingTo: .timeline)
        XCTAssertEqual(store.find(named: .timeline).value.map(ids), [4, 3, 1, 2])
        withExtendedLifetime(posts) {}
    }

    func testAPageOfAggregatesMergesTheSameWay() {
        let ann = Feed.Author(id: 7, name: "Ann")
        store.store(entities: [Feed.PostView(id: 1, post: Post(id: 1, date: 1), author: ann)], appendingTo: .viewTimeline)
        store.store(entities: [Feed.PostView(id: 2, post: Post(id: 2, date: 2), author: ann)], prependingTo: .viewTimeline)
        let timeline = store.find(named: .viewTimeline)
        XCTAssertEqual(timeline.value?.map(\.id), [2, 1])
        // The author is one entity in both views.
        store.update(Feed.Author.self, id: 7) { $0 = Feed.Author(id: 7, name: "Ann B.") }
        XCTAssertEqual(timeline.value?.map(\.author.name), ["Ann B.", "Ann B."])
    }

    func testAPageIsStampedAsAnyWrite() {
        store.store(entities: [Post(id: 1, date: 1)], appendingTo: .timeline, modifiedAt: 10)
        // Stale: post 1 keeps its value, the new post 2 is stored and added.
        store.store(entities: [Post(id: 1, title: "stale", date: 1), Post(id: 2, date: 2)], appendingTo: .timeline, modifiedAt: 5)
        XCTAssertEqual(store.find(named: .timeline).value?.map(\.title), ["post 1", "post 2"])
        // NaN refuses the whole write: no entity stored, the alias untouched.
        store.store(entities: [Post(id: 3, date: 3)], appendingTo: .timeline, modifiedAt: .nan)
        XCTAssertEqual(store.find(named: .timeline).value.map(ids), [1, 2])
        XCTAssertNil(store.find(Post.self, id: 3))
    }

    func testARemovedEntityLeavesTheMergedAlias() {
        store.store(entities: [Post(id: 1, date: 1), Post(id: 2, date: 2)], appendingTo: .timeline)
        store.remove(Post.self, id: 1)
        store.store(entities: [Post(id: 3, date: 3)], appendingTo: .timeline)
        XCTAssertEqual(store.find(named: .timeline).value.map(ids), [2, 3])
    }
}
