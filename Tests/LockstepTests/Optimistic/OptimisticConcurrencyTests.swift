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
}
