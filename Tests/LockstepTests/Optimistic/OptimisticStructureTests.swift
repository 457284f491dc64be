import XCTest
@testable import Lockstep

/// Optimistic layers over aggregates, collection aliases and removals: every parent, slot and table entry is
/// back after a rollback, so that later writes still reach every copy.
final class OptimisticStructureTests: StoreTestCase {
    typealias Post = Social.Post
    typealias Card = Social.Card
    typealias Timeline = Social.Timeline

    func testAnAggregateShowsTheLayersChildThenTheBase() {
        let timeline = store.store(entity: Timeline(id: 1, posts: [Social.post(1), Social.post(2)], pinned: Social.post(2)))
        let recorder = record(timeline)
        let layer = store.optimistic { $0.update(Post.self, id: 2) { $0.liked = true } }
        XCTAssertEqual(timeline.value.posts[1].liked, true)
        XCTAssertEqual(timeline.value.pinned?.liked, true)
        layer.rollback()
        drain()
        XCTAssertEqual(timeline.value, Timeline(id: 1, posts: [Social.post(1), Social.post(2)], pinned: Social.post(2)))
        XCTAssertEqual(recorder.values.map { $0.posts[1].liked }, [true, false])
        // The links are intact: a server write still reaches the aggregate.
        store.update(Post.self, id: 2) { $0.replyCount = 4 }
        XCTAssertEqual(timeline.value.posts[1].replyCount, 4)
        XCTAssertEqual(timeline.value.pinned?.replyCount, 4)
    }

    func testAnOptimisticInsertAtTheTopOfACollectionAliasRolledBack() {
        store.store(entities: [Social.post(1), Social.post(2)], named: .feed)
        let feed = store.find(named: .feed)
        let recorder = record(feed)
        let layer = store.optimistic { $0.update(named: .feed) { $0.insert(Social.post(3, "sending"), at: 0) } }
        XCTAssertEqual(feed.value?.map(\.id), [3, 1, 2])
        XCTAssertEqual(store.find(Post.self, id: 3)?.value.text, "sending 3")
        // The server edits an element meanwhile: it reaches the feed at its shifted place.
        store.update(Post.self, id: 1) { $0.text = "edited" }
        XCTAssertEqual(feed.value?.map(\.text), ["sending 3", "edited", "post 2"])
        layer.rollback()
        drain()
        XCTAssertEqual(feed.value?.map(\.text), ["edited", "post 2"])
        XCTAssertNil(store.find(Post.self, id: 3), "the optimistic post is gone")
        XCTAssertEqual(recorder.values.map { $0?.count }, [3, 3, 2])
        store.update(Post.self, id: 2) { $0.liked = true }
        XCTAssertEqual(feed.value?.map(\.liked), [false, true], "the alias follows its elements at their places")
    }

    func testAnOptimisticRemoveWithItsCascadeRolledBackRestoresEveryParent() {
        let timeline = store.store(entity: Timeline(id: 1, posts: [Social.post(1), Social.post(2)], pinned: Social.post(1)))
        let card = store.store(entity: Card(id: 10, post: Social.post(1)))
        store.store(entities: [Social.post(2), Social.post(1)], named: .feed)
        let feed = store.find(named: .feed)
        let timelineRecorder = record(timeline)
        let cardRecorder = record(card)
        let layer = store.optimistic { $0.remove(Post.self, id: 1) }
        XCTAssertEqual(timeline.value, Timeline(id: 1, posts: [Social.post(2)], pinned: nil))
        XCTAssertEqual(feed.value?.map(\.id), [2])
        XCTAssertTrue(card.isRemoved)
        XCTAssertNil(store.find(Card.self, id: 10))
        XCTAssertNil(store.find(Post.self, id: 1))
        layer.rollback()
        drain()
        XCTAssertEqual(timeline.value, Timeline(id: 1, posts: [Social.post(1), Social.post(2)], pinned: Social.post(1)))
        XCTAssertEqual(feed.value?.map(\.id), [2, 1])
        XCTAssertFalse(card.isRemoved)
        XCTAssertEqual(store.find(Card.self, id: 10)?.value, Card(id: 10, post: Social.post(1)))
        XCTAssertEqual(timelineRecorder.count, 2)
        // The card's removal by the layer ended no observation: the rollback gives its observers its value back.
        XCTAssertEqual(cardRecorder.values, [Card(id: 10, post: Social.post(1))])
        // Every link is back: one write of the post reaches all its parents.
        store.update(Post.self, id: 1) { $0.text = "back" }
        XCTAssertEqual(timeline.value.posts[0].text, "back")
        XCTAssertEqual(timeline.value.pinned?.text, "back")
        XCTAssertEqual(card.value.post.text, "back")
        XCTAssertEqual(store.find(Card.self, id: 10)?.value.post.text, "back")
        XCTAssertEqual(feed.value?.map(\.text), ["post 2", "back"])
        drain()
        XCTAssertEqual(cardRecorder.values.map(\.post.text), ["post 1", "back"], "the card's observation goes on")
    }

    func testAnAliasSetByALayerIsEmptyAgainAfterItsRollback() {
        let key = AliasKey<Post>(named: "draft")
        let draft = store.find(named: key)
        let layer = store.optimistic { $0.store(entity: Social.post(5, "draft"), named: key) }
        XCTAssertEqual(draft.value?.text, "draft 5")
        layer.rollback()
        XCTAssertNil(draft.value)
        XCTAssertNil(store.find(Post.self, id: 5))
        XCTAssertNil(store.snapshot().alias(key)?.entities.first)
    }

    func testLayersInsideATransactionNotifyOnceAtItsEnd() {
        let observer = store.store(entity: Social.post(7))
        let recorder = record(observer)
        store.transaction {
            let layer = store.optimistic { $0.update(Post.self, id: 7) { $0.likes += 1 } }
            store.update(Post.self, id: 7) { $0.replyCount = 1 }
            layer.commit()
        }
        drain()
        XCTAssertEqual(recorder.values, [Post(id: 7, text: "post 7", likes: 1, replyCount: 1)])
    }
}
