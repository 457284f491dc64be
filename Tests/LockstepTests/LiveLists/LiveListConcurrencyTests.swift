import Foundation
import LockstepTestSupport
import XCTest
@testable import Lockstep

/// Live lists written from several threads at once (run under Thread Sanitizer by `Scripts/test-sanitizers.sh`).
final class LiveListConcurrencyTests: StoreTestCase {
    typealias Post = Feed.Post

    func testConcurrentWritesLeaveEveryListAsANewCallReturnsItAndDeliverOnlyOrderedFilteredLists() {
        let unread = store.entities(Post.self, where: { !$0.isRead }, sortedBy: { $0.date > $1.date })
        let all = store.entities(Post.self)
        let delivered = record(unread)
        let store = self.store!
        let finished = runConcurrently(threads: 4) { thread in
            var random = SplitMix64(state: UInt64(thread + 1))
            for _ in 0..<300 {
                let id = random.below(40)
                switch random.below(5) {
                case 0:
                    store.remove(Post.self, id: id)
                case 1:
                    store.update(Post.self, id: id) { $0 = $0.with(isRead: !$0.isRead) }
                case 2:
                    store.store(entities: [Post(id: id, date: random.below(100))], appendingTo: .timeline)
                case 3:
                    _ = store.entities(Post.self, where: { $0.date < 50 }).value
                default:
                    store.store(entity: Post(id: id, date: random.below(100), isRead: random.chance(30)))
                }
            }
        }
        XCTAssertTrue(finished)
        drain()
        XCTAssertEqual(ids(unread.value), ids(store.entities(Post.self, where: { !$0.isRead }, sortedBy: { $0.date > $1.date }).value))
        XCTAssertEqual(ids(all.value), ids(store.entities(Post.self).value))
        XCTAssertFalse(delivered.values.isEmpty)
        for posts in delivered.values {
            XCTAssertFalse(posts.contains(where: \.isRead))
            XCTAssertEqual(posts.map(\.date), posts.map(\.date).sorted(by: >))
        }
        XCTAssertEqual(delivered.values.last.map(ids), ids(unread.value))
    }
}
