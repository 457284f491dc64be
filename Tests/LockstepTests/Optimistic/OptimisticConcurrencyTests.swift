import Foundation
import XCTest
@testable import Lockstep

/// Optimistic layers opened and ended on many threads while others write beneath them (run under Thread
/// Sanitizer too): no write is lost, every committed layer counts once, every rolled-back one not at all.
final class OptimisticConcurrencyTests: StoreTestCase {
    typealias Post = Social.Post

    func testEightThreadsOpeningAndEndingLayersWhileOthersWrite() {
        let posts = 4
        let rounds = 200
        var observers: [EntityObserver<Post>] = []
        for id in 0..<posts {
            observers.append(store.store(entity: Social.post(id)))
        }
        let recorders = observers.map { record($0) }
        let store = UncheckedSendable(self.store!)
        // Threads 0–3 open a layer over their post and commit it on even rounds, roll it back on odd ones;
        // threads 4–7 write reply counts beneath the layers.
        let finished = runConcurrently(threads: 8) { thread in
            let id = thread % posts
            for round in 0..<rounds {
                if thread < 4 {
                    let layer = store.value.optimistic { $0.update(Post.self, id: id) { $0.likes += 1; $0.liked = true } }
                    if round.isMultiple(of: 2) {
                        layer.commit()
                    } else {
                        layer.rollback()
                    }
                } else {
                    store.value.update(Post.self, id: id) { $0.replyCount += 1 }
                }
            }
        }
        guard finished, drain(timeout: 30) else { return }
        XCTAssertEqual(self.store.snapshot().openLayers, 0)
        for id in 0..<posts {
            let expected = Post(id: id, text: "post \(id)", liked: true, likes: rounds / 2, replyCount: rounds)
            XCTAssertEqual(self.store.find(Post.self, id: id)?.value, expected)
            XCTAssertEqual(recorders[id].values.last, expected, "the last notification shows the final value")
        }
        self.store.lock.withLock { state in
            XCTAssertEqual(state.optimistic?.journal.isBaseEmpty, true)
        }
    }

    /// One handle ended from two threads at once (a commit racing a rollback), its last reference dropped on
    /// whichever thread finishes last: one end takes effect, and the release ends nothing more. Under Thread
    /// Sanitizer, this proves the handle's own record of an asked end: written under the store's lock, read by its
    /// `deinit` after every release.
    func testOneHandleEndedFromTwoThreadsAtOnce() {
        let observer = store.store(entity: Social.post(1))
        let recorder = record(observer)
        let rounds = 50
        let store = UncheckedSendable(self.store!)
        logger.reset()
        for _ in 0..<rounds {
            let layer = store.value.optimistic { $0.update(Post.self, id: 1) { $0.likes += 1 } }
            let finished = runConcurrently(threads: 2) { thread in
                if thread == 0 {
                    layer.commit()
                } else {
                    layer.rollback()
                }
            }
            guard finished else { return }
        }
        guard drain(timeout: 30) else { return }
        XCTAssertEqual(self.store.snapshot().openLayers, 0)
        let likes = self.store.find(Post.self, id: 1)?.value.likes ?? -1
        XCTAssertTrue((0...rounds).contains(likes), "each round committed its like or rolled it back: \(likes)")
        XCTAssertEqual(recorder.values.last?.likes, likes)
        XCTAssertEqual(logger.lines.filter { $0.contains("released") }, [], "no handle was released unended")
        self.store.lock.withLock { state in
            XCTAssertEqual(state.optimistic?.journal.isBaseEmpty, true)
        }
    }

    /// A server write beneath a layer applies the layer's body again outside the store's lock; an observer that
    /// subscribes from another thread at that moment is given what shows then (the base, without the layer). The
    /// event's end must still give it what shows after, even where that is what showed before the event.
    func testAnObserverSubscribedDuringAnEventIsGivenWhatShowsAfterIt() {
        store.store(entity: Social.post(7))
        let gate = BodyGate()
        let layer = store.optimistic { store in
            gate.pauseIfArmed()
            store.update(Post.self, id: 7) { $0.liked = true; $0.likes += 1 }
        }
        drain()
        gate.arm()
        let store = UncheckedSendable(self.store!)
        let serverWrote = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            // The server repeats the base: what the layer shows does not change.
            store.value.store(entity: Social.post(7))
            serverWrote.signal()
        }
        guard gate.waitUntilPaused() else {
            XCTFail("the server write did not apply the layer's body again")
            return
        }
        XCTAssertEqual(store.value.find(Post.self, id: 7)?.value.liked, false, "mid-event, the base shows")
        let recorder = Recorder<Post>()
        recorder.subscription = store.value.find(Post.self, id: 7)?.observe { recorder.append($0) }
        gate.resume()
        serverWrote.wait()
        drain()
        XCTAssertEqual(recorder.values.map(\.liked), [false, true], "the value of that moment, then what shows after")
        XCTAssertEqual(store.value.find(Post.self, id: 7)?.value.likes, 1)
        layer.rollback()
        drain()
        XCTAssertEqual(recorder.values.map(\.liked), [false, true, false])
    }
}

/// Pauses an optimistic body once, when armed, until the test resumes it: the test then acts in the middle of a
/// layer event.
private final class BodyGate: @unchecked Sendable {
    // @unchecked Sendable: `isArmed` is read and written only with `lock` held; the semaphores are thread-safe.
    private let lock = NSLock()
    private var isArmed = false
    private let paused = DispatchSemaphore(value: 0)
    private let resumed = DispatchSemaphore(value: 0)

    func arm() {
        lock.withLock { isArmed = true }
    }

    /// Called by the body: the first call after `arm()` waits for `resume()`.
    func pauseIfArmed() {
        let wasArmed = lock.withLock {
            defer { isArmed = false }
            return isArmed
        }
        guard wasArmed else { return }
        paused.signal()
        resumed.wait()
    }

    /// Whether the body paused within 10 seconds (a test that waits for it must not hang).
    func waitUntilPaused() -> Bool {
        paused.wait(timeout: .now() + 10) == .success
    }

    func resume() {
        resumed.signal()
    }
}
