import XCTest
@testable import Lockstep

/// `EntityStore.optimistic`: a layer shows at once, rolls back exactly, commits, and notifies each observer once
/// per layer event, only where what it sees changed.
final class OptimisticUpdateTests: StoreTestCase {
    typealias Post = Social.Post

    private func like(_ id: Int) -> OptimisticUpdate {
        store.optimistic { $0.update(Post.self, id: id) { $0.liked = true; $0.likes += 1 } }
    }

    private func post(_ id: Int) -> Post? {
        store.find(Post.self, id: id)?.value
    }

    func testALayerShowsAtOnceAndNotifiesOnce() {
        let observer = store.store(entity: Social.post(7))
        let recorder = record(observer)
        let layer = like(7)
        drain()
        XCTAssertEqual(post(7), Post(id: 7, text: "post 7", liked: true, likes: 1))
        XCTAssertEqual(recorder.values, [Post(id: 7, text: "post 7", liked: true, likes: 1)])
        XCTAssertFalse(layer.isEnded)
        XCTAssertEqual(store.snapshot().openLayers, 1)
        layer.rollback()
    }

    func testRollbackRestoresTheBaseWithOneNotification() {
        let observer = store.store(entity: Social.post(7))
        let recorder = record(observer)
        let layer = like(7)
        layer.rollback()
        drain()
        XCTAssertEqual(post(7), Social.post(7))
        XCTAssertEqual(recorder.values.map(\.liked), [true, false])
        XCTAssertTrue(layer.isEnded)
        XCTAssertEqual(store.snapshot().openLayers, 0)
        layer.rollback()
        layer.commit()
        drain()
        XCTAssertEqual(recorder.count, 2, "ending an ended layer does nothing")
    }

    func testCommitKeepsTheValueWithoutNotifying() {
        let observer = store.store(entity: Social.post(7))
        let recorder = record(observer)
        let layer = like(7)
        layer.commit()
        layer.rollback()
        drain()
        XCTAssertEqual(post(7)?.likes, 1)
        XCTAssertEqual(recorder.values.map(\.likes), [1])
        // Base data now: a server write and a new layer's rollback keep it.
        store.update(Post.self, id: 7) { $0.replyCount = 2 }
        like(7).rollback()
        drain()
        XCTAssertEqual(post(7), Post(id: 7, text: "post 7", liked: true, likes: 1, replyCount: 2))
    }

    func testCommitWithTheServersAnswerReplacesTheLayerInOneWrite() {
        let observer = store.store(entity: Social.post(7))
        let recorder = record(observer)
        let layer = like(7)
        drain()
        let answer = Post(id: 7, text: "post 7", liked: true, likes: 42)
        layer.commit { $0.store(entity: answer, modifiedAt: 10) }
        drain()
        XCTAssertEqual(post(7), answer)
        XCTAssertEqual(recorder.values.map(\.likes), [1, 42], "one notification for the answer")
        XCTAssertTrue(layer.isEnded)
        // The answer is base data with its stamp.
        store.store(entity: Social.post(7), modifiedAt: 9)
        XCTAssertEqual(post(7), answer)
    }

    func testAReleasedHandleRollsBackAndTheLoggerSaysSo() {
        let observer = store.store(entity: Social.post(7))
        let recorder = record(observer)
        logger.reset()
        do {
            _ = like(7)
        }
        drain()
        XCTAssertEqual(post(7), Social.post(7))
        XCTAssertEqual(recorder.values.map(\.liked), [true, false])
        XCTAssertEqual(logger.lines.filter { $0.contains("layer") }, ["released layer 1 rolled back"])
    }

    func testAHandleEndedThenReleasedEndsNothingMore() {
        let observer = store.store(entity: Social.post(7))
        let recorder = record(observer)
        logger.reset()
        do {
            like(7).rollback()
            let kept = like(7)
            kept.commit()
            kept.rollback()
        }
        drain()
        XCTAssertEqual(post(7), Post(id: 7, text: "post 7", liked: true, likes: 1))
        XCTAssertEqual(recorder.values.map(\.likes), [1, 0, 1], "the second end of the committed layer does nothing")
        XCTAssertEqual(logger.lines.filter { $0.contains("released") }, [])
        XCTAssertEqual(store.snapshot().openLayers, 0)
    }

    func testARollbackAskedInsideABodyEndsItsLayerAfterTheEventAndItsReleaseAddsNothing() {
        let observer = store.store(entity: Social.post(7))
        let recorder = record(observer)
        logger.reset()
        var first: OptimisticUpdate? = like(7)
        let handle = first!
        // The second layer's body holds the first handle until that layer ends, and releases it then.
        let second = store.optimistic { store in
            store.update(Post.self, id: 7) { $0.text = "edited" }
            handle.rollback()
        }
        first = nil
        drain()
        XCTAssertEqual(post(7), Post(id: 7, text: "edited", likes: 0), "the first layer rolled back once the event ended")
        XCTAssertEqual(store.snapshot().openLayers, 1)
        second.rollback()
        drain()
        XCTAssertEqual(post(7), Social.post(7))
        XCTAssertEqual(
            recorder.values,
            [
                Post(id: 7, text: "post 7", liked: true, likes: 1),
                Post(id: 7, text: "edited", liked: true, likes: 1),
                Post(id: 7, text: "edited", likes: 0),
                Social.post(7),
            ]
        )
        XCTAssertEqual(logger.lines.filter { $0.contains("released") }, [], "the released handle had asked for its end")
    }

    func testTwoOverlappingLayersRolledBackInEitherOrder() {
        for firstRolledBack in [0, 1] {
            setUp()
            let observer = store.store(entity: Social.post(7))
            let recorder = record(observer)
            let layers = [
                store.optimistic { $0.update(Post.self, id: 7) { $0.likes += 1 } },
                store.optimistic { $0.update(Post.self, id: 7) { $0.likes += 10; $0.text = "edited" } },
            ]
            XCTAssertEqual(post(7)?.likes, 11)
            layers[firstRolledBack].rollback()
            let remaining = firstRolledBack == 0 ? Post(id: 7, text: "edited", likes: 10) : Post(id: 7, text: "post 7", likes: 1)
            XCTAssertEqual(post(7), remaining)
            layers[1 - firstRolledBack].rollback()
            drain()
            XCTAssertEqual(post(7), Social.post(7))
            XCTAssertEqual(recorder.values.map(\.likes), [1, 11, remaining.likes, 0])
        }
    }

    func testAServerWriteUnderALayerSurvivesItsRollback() {
        let observer = store.store(entity: Social.post(7))
        let recorder = record(observer)
        let layer = like(7)
        // The websocket: a new reply count, and an update that reads the base (likes 0, not the layer's 1).
        store.update(Post.self, id: 7) { $0.replyCount = 3 }
        store.update(Post.self, id: 7) { $0.likes += 5 }
        XCTAssertEqual(post(7), Post(id: 7, text: "post 7", liked: true, likes: 6, replyCount: 3), "both show")
        layer.rollback()
        drain()
        XCTAssertEqual(post(7), Post(id: 7, text: "post 7", liked: false, likes: 5, replyCount: 3))
        XCTAssertEqual(recorder.values.map(\.replyCount), [0, 3, 3, 3])
        XCTAssertEqual(recorder.values.map(\.likes), [1, 1, 6, 5])
    }

    func testAStaleServerWriteUnderALayerIsRejectedAndTheLayerStillShows() {
        let observer = store.store(entity: Social.post(7), modifiedAt: 5)
        let recorder = record(observer)
        let layer = like(7)
        store.store(entity: Post(id: 7, text: "old", replyCount: 9), modifiedAt: 4)
        drain()
        XCTAssertEqual(post(7), Post(id: 7, text: "post 7", liked: true, likes: 1))
        XCTAssertEqual(recorder.count, 1, "the refused write notifies nobody")
        // A newer one is accepted against the base stamp.
        store.store(entity: Post(id: 7, text: "new", replyCount: 1), modifiedAt: 6)
        XCTAssertEqual(post(7), Post(id: 7, text: "new", liked: true, likes: 1, replyCount: 1))
        layer.rollback()
        XCTAssertEqual(post(7), Post(id: 7, text: "new", replyCount: 1))
        XCTAssertEqual(store.snapshot().entity(Post.self, id: 7)?.stamp, 6)
    }

    func testObserversAreNotNotifiedWhenWhatTheySeeDoesNotChange() {
        let seven = store.store(entity: Social.post(7))
        let eight = store.store(entity: Social.post(8))
        let sevenRecorder = record(seven)
        let eightRecorder = record(eight)
        let layer = store.optimistic { $0.update(Post.self, id: 7) { $0.liked = true } }
        // The server says the same as the layer: nothing visible changes, now or at the rollback.
        store.update(Post.self, id: 7) { $0.liked = true }
        layer.rollback()
        // A layer that writes the value already shown changes nothing either.
        store.optimistic { $0.update(Post.self, id: 8) { $0.text = "post 8" } }.commit()
        drain()
        XCTAssertEqual(sevenRecorder.values.map(\.liked), [true])
        XCTAssertEqual(eightRecorder.count, 0)
        XCTAssertEqual(post(7)?.liked, true)
    }

    func testValuesSeeTheLayerAndItsRollback() async {
        let observer = store.store(entity: Social.post(7))
        var iterator = observer.values.makeAsyncIterator()
        let first = await iterator.next()
        let layer = like(7)
        let second = await iterator.next()
        layer.rollback()
        let third = await iterator.next()
        XCTAssertEqual([first?.likes, second?.likes, third?.likes], [0, 1, 0])
    }

    func testChangesAndSnapshotShowTheLayers() {
        let changes = store.changes
        let observer = store.store(entity: Social.post(7))
        let layer = like(7)
        XCTAssertEqual(store.snapshot().openLayers, 1)
        XCTAssertTrue(store.snapshot().description.hasSuffix("Open optimistic layers: 1"))
        layer.rollback()
        let second = like(7)
        second.commit()
        XCTAssertEqual(changes.pendingEvents().map(\.description), [
            "stored Post(7) stamp none", "layer 1 opened", "stored Post(7) stamp none", "layer 1 rolled back",
            "layer 2 opened", "stored Post(7) stamp none", "layer 2 committed",
        ])
        XCTAssertEqual(store.snapshot().openLayers, 0)
        withExtendedLifetime(observer) {}
    }

    func testCommittingAnOlderLayerMakesItBaseDataUnderTheNewerOne() {
        let observer = store.store(entity: Social.post(7))
        let recorder = record(observer)
        let older = store.optimistic { $0.update(Post.self, id: 7) { $0.likes += 1 } }
        let newer = store.optimistic { $0.update(Post.self, id: 7) { $0.text = "edited" } }
        older.commit()
        XCTAssertEqual(post(7), Post(id: 7, text: "edited", likes: 1))
        newer.rollback()
        drain()
        XCTAssertEqual(post(7), Post(id: 7, text: "post 7", likes: 1))
        XCTAssertEqual(recorder.values.map(\.text), ["post 7", "edited", "post 7"], "the commit changed nothing visible")
        XCTAssertEqual(store.snapshot().openLayers, 0)
    }

    func testAServerRemovalUnderALayerWinsAndTheRollbackChangesNothing() {
        let timeline = store.store(entity: Social.Timeline(id: 1, posts: [Social.post(7), Social.post(8)], pinned: nil))
        let recorder = record(timeline)
        let layer = like(7)
        store.remove(Post.self, id: 7)
        XCTAssertNil(post(7), "the layer's body finds nothing to update any more")
        XCTAssertEqual(timeline.value.posts.map(\.id), [8])
        layer.rollback()
        drain()
        XCTAssertNil(post(7))
        XCTAssertEqual(recorder.values.map { $0.posts.map(\.id) }, [[7, 8], [8]])
    }
}
