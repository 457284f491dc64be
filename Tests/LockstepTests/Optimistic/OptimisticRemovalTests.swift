import Foundation
import XCTest
@testable import Lockstep

/// A removal inside a layer shows at once to readers (`find`, parents, aliases, `isRemoved` and Observation), but
/// ends no observation until it reaches the server's data: a rollback brings the entity back to the screens that
/// were observing it, which go on receiving its changes.
final class OptimisticRemovalTests: StoreTestCase {
    typealias Post = Social.Post

    /// The closure observer of one post: its values, and its removals.
    final class PostWatcher: @unchecked Sendable {
        let values = Recorder<Post>()
        let removals = Recorder<Bool>()
        var subscription: Subscription?

        init(_ observer: EntityObserver<Post>) {
            subscription = observer.observe { [values] in values.append($0) } onRemove: { [removals] in removals.append(true) }
        }
    }

    /// Everything `values` yielded to a task, and whether the sequence finished.
    final class StreamWatcher: @unchecked Sendable {
        let values = Recorder<Post>()
        let finished = Recorder<Bool>()
        var task: Task<Void, Never>?

        init(_ observer: EntityObserver<Post>) {
            let stream = observer.values
            task = Task { [values, finished] in
                for await post in stream {
                    values.append(post)
                }
                finished.append(true)
            }
        }

        /// Waits until `count` values arrived (or a while passed).
        func wait(forValues count: Int) {
            _ = waitUntil(timeout: 5) { values.count >= count }
        }
    }

    func testARolledBackRemovalEndsNoObservationAndTheScreenKeepsReceivingChanges() {
        let observer = store.store(entity: Social.post(7))
        let watcher = PostWatcher(observer)
        let stream = StreamWatcher(observer)
        stream.wait(forValues: 1)
        drain()
        let observation = ObservationTests.ChangeCounter(queue: queue)
        let tracked = UncheckedSendable(observer)
        observation.track { _ = tracked.value.isRemoved }

        let layer = store.optimistic { $0.remove(Post.self, id: 7) }
        drain()
        XCTAssertNil(store.find(Post.self, id: 7))
        XCTAssertTrue(observer.isRemoved)
        XCTAssertEqual(observation.count, 1, "Observation hears isRemoved change")
        XCTAssertEqual(watcher.values.count, 1, "only the first value: the removal is not told to closures")
        XCTAssertEqual(watcher.removals.count, 0)

        layer.rollback()
        drain()
        XCTAssertFalse(observer.isRemoved)
        XCTAssertEqual(observation.count, 2, "and its change back")
        XCTAssertEqual(watcher.values.values, [Social.post(7), Social.post(7)], "the rollback gives the value back")
        XCTAssertEqual(watcher.removals.count, 0)

        // The observations go on: the next write reaches them.
        store.update(Post.self, id: 7) { $0.likes = 5 }
        drain()
        XCTAssertEqual(watcher.values.values.map(\.likes), [0, 0, 5])
        stream.wait(forValues: 3)
        XCTAssertEqual(stream.values.values.map(\.likes), [0, 0, 5])
        XCTAssertEqual(stream.finished.count, 0)
        stream.task?.cancel()
    }

    func testACommittedRemovalEndsTheObservationsThen() {
        let observer = store.store(entity: Social.post(7))
        let watcher = PostWatcher(observer)
        let stream = StreamWatcher(observer)
        stream.wait(forValues: 1)
        let layer = store.optimistic { $0.remove(Post.self, id: 7) }
        drain()
        XCTAssertEqual(watcher.removals.count, 0)

        layer.commit()
        drain()
        XCTAssertEqual(watcher.removals.count, 1, "the removal is the server's now")
        XCTAssertEqual(watcher.values.count, 1)
        XCTAssertTrue(observer.isRemoved)
        XCTAssertTrue(waitUntil(timeout: 5) { stream.finished.count == 1 }, "values finished")
        XCTAssertNil(store.find(Post.self, id: 7))
    }

    func testACommitUnderAnotherLayerEndsTheObservationsOfWhatItRemoved() {
        store.store(entity: Social.post(8))
        let observer = store.store(entity: Social.post(7))
        let watcher = PostWatcher(observer)
        let below = store.optimistic { $0.update(Post.self, id: 8) { $0.liked = true } }
        let removal = store.optimistic { $0.remove(Post.self, id: 7) }
        removal.commit()
        drain()
        XCTAssertEqual(watcher.removals.count, 1)
        below.rollback()
        drain()
        XCTAssertEqual(watcher.removals.count, 1)
        XCTAssertEqual(watcher.values.count, 1)
        XCTAssertNil(store.find(Post.self, id: 7))
    }

    func testTheServersRemovalOfAnEntityALayerRemovedEndsTheObservations() {
        let observer = store.store(entity: Social.post(7))
        let watcher = PostWatcher(observer)
        let layer = store.optimistic { $0.remove(Post.self, id: 7) }
        store.remove(Post.self, id: 7)
        drain()
        XCTAssertEqual(watcher.removals.count, 1)
        layer.rollback()
        drain()
        XCTAssertEqual(watcher.removals.count, 1)
        XCTAssertEqual(watcher.values.count, 1)
        XCTAssertTrue(observer.isRemoved)
        XCTAssertNil(store.find(Post.self, id: 7))
    }

    func testTheServersChangeToAnEntityALayerRemovedReachesItsObserversAtTheRollback() {
        let observer = store.store(entity: Social.post(7))
        let watcher = PostWatcher(observer)
        let layer = store.optimistic { $0.remove(Post.self, id: 7) }
        store.update(Post.self, id: 7) { $0.replyCount = 4 }
        drain()
        XCTAssertNil(store.find(Post.self, id: 7), "the layer still removes it")
        XCTAssertEqual(watcher.values.count, 1)
        layer.rollback()
        drain()
        XCTAssertEqual(watcher.values.values.map(\.replyCount), [0, 4])
        XCTAssertEqual(watcher.removals.count, 0)
    }

    /// A message sent optimistically while the websocket writes beneath its layer: every server write applies the
    /// layer again, which makes the message again, in the node its observers hold.
    func testAnEntityALayerMadeKeepsItsObserversWhenTheServerWritesBeneath() {
        store.store(entity: Social.post(1))
        let layer = store.optimistic { $0.store(entity: Social.post(9, "sending")) }
        let sent = store.find(Post.self, id: 9)!
        let watcher = PostWatcher(sent)
        drain()
        store.update(Post.self, id: 1) { $0.likes = 3 }
        store.store(entity: Social.post(2))
        drain()
        XCTAssertFalse(sent.isRemoved)
        XCTAssertTrue(store.find(Post.self, id: 9)?.node === sent.node, "the layer made it again in the same node")
        XCTAssertEqual(watcher.values.values, [Social.post(9, "sending")], "nothing it shows changed")
        XCTAssertEqual(watcher.removals.count, 0)
        // A later layer's change of it reaches the same observer.
        let like = store.optimistic { $0.update(Post.self, id: 9) { $0.liked = true } }
        drain()
        XCTAssertEqual(watcher.values.values.map(\.liked), [false, true])
        like.rollback()
        layer.rollback()
        drain()
        XCTAssertEqual(watcher.removals.count, 1, "rolled back, the message was never sent")
        XCTAssertTrue(sent.isRemoved)
        XCTAssertNil(store.find(Post.self, id: 9))
    }

    func testAnObservationStartedWhileALayerRemovesTheEntityGetsItsValueAndLastsPastTheRollback() {
        let observer = store.store(entity: Social.post(7))
        let layer = store.optimistic { $0.remove(Post.self, id: 7) }
        let watcher = PostWatcher(observer)
        drain()
        XCTAssertEqual(watcher.values.values, [Social.post(7)])
        XCTAssertEqual(watcher.removals.count, 0)
        layer.rollback()
        store.update(Post.self, id: 7) { $0.liked = true }
        drain()
        XCTAssertEqual(watcher.values.values.map(\.liked), [false, false, true])
        XCTAssertEqual(watcher.removals.count, 0)
    }
}
