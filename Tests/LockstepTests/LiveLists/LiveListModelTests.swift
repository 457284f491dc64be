import LockstepTestSupport
import XCTest
@testable import Lockstep

/// Random writes of every kind, and after each, every open list is what a new `entities(…)` call returns.
final class LiveListModelTests: StoreTestCase {
    typealias Post = Feed.Post

    /// The open lists: all posts (which keeps every post alive), the unread ones newest first, those of author 1 by
    /// title, and the post views by their post's date.
    private struct Lists {
        let all: EntityObserver<[Post]>
        let unread: EntityObserver<[Post]>
        let byTitle: EntityObserver<[Post]>
        let views: EntityObserver<[Feed.PostView]>
    }

    private func open(_ store: EntityStore) -> Lists {
        Lists(
            all: store.entities(Post.self),
            unread: store.entities(Post.self, where: { !$0.isRead }, sortedBy: { $0.date > $1.date }),
            byTitle: store.entities(Post.self, where: { $0.authorID == 1 }, sortedBy: { $0.title < $1.title }),
            views: store.entities(Feed.PostView.self, sortedBy: { $0.post.date < $1.post.date })
        )
    }

    private func assertMatchesNewCalls(_ lists: Lists, after step: String, file: StaticString = #filePath, line: UInt = #line) {
        let fresh = open(store)
        func rows(_ posts: [Post]) -> [String] { posts.map { "\($0.id) \($0.title) \($0.date) \($0.isRead)" } }
        XCTAssertEqual(rows(lists.all.value), rows(fresh.all.value), "all, after \(step)", file: file, line: line)
        XCTAssertEqual(rows(lists.unread.value), rows(fresh.unread.value), "unread, after \(step)", file: file, line: line)
        XCTAssertEqual(rows(lists.byTitle.value), rows(fresh.byTitle.value), "byTitle, after \(step)", file: file, line: line)
        XCTAssertEqual(
            lists.views.value.map { "\($0.id) \(rows([$0.post])) \($0.author.name)" },
            fresh.views.value.map { "\($0.id) \(rows([$0.post])) \($0.author.name)" },
            "views, after \(step)", file: file, line: line
        )
    }

    private func randomPost(_ random: inout SplitMix64) -> Post {
        Post(
            id: random.below(30), title: "t\(random.below(5))", date: random.below(10), isRead: random.chance(40),
            authorID: 1 + random.below(2)
        )
    }

    func testEveryListIsWhatANewCallReturnsAfterEveryWrite() {
        // Seeds 3 and 17 first found the two layer bugs `LayerBaseLivenessTests` pins down.
        for seed: UInt64 in [45, 3, 17] {
            store = EntityStore(queue: queue, logger: logger)
            runRandomWrites(seed: seed)
        }
    }

    private func runRandomWrites(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let lists = open(store)
        var layers: [OptimisticUpdate] = []
        for step in 0..<600 {
            let post = randomPost(&random)
            let name: String
            switch random.below(11) {
            case 0, 1:
                name = "store \(post.id)"
                store.store(entity: post)
            case 2:
                name = "store a page with \(post.id)"
                store.store(entities: [post, randomPost(&random)], appendingTo: .timeline)
            case 3:
                name = "store view \(post.id)"
                store.store(entity: Feed.PostView(id: post.id, post: post, author: Feed.Author(id: post.authorID, name: "a\(random.below(3))")))
            case 4:
                name = "update \(post.id)"
                store.update(Post.self, id: post.id) { $0 = $0.with(title: post.title, date: post.date, isRead: post.isRead) }
            case 5:
                name = "remove \(post.id)"
                store.remove(Post.self, id: post.id)
            case 6:
                name = "transaction"
                let other = randomPost(&random)
                store.transaction {
                    store.store(entity: post)
                    store.remove(Post.self, id: other.id)
                    store.update(Post.self, id: post.id) { $0 = $0.with(isRead: !$0.isRead) }
                }
            case 7:
                name = "open a layer storing \(post.id), removing \((post.id + 1) % 30)"
                let other = randomPost(&random)
                layers.append(store.optimistic { store in
                    store.store(entity: post)
                    store.update(Post.self, id: other.id) { $0 = $0.with(date: other.date) }
                    store.remove(Post.self, id: (post.id + 1) % 30)
                })
            case 8 where !layers.isEmpty:
                let layer = layers.remove(at: random.below(layers.count))
                if random.chance(50) {
                    name = "roll back a layer"
                    layer.rollback()
                } else {
                    name = "commit a layer"
                    layer.commit()
                }
            case 9:
                name = "update author \(post.authorID)"
                store.update(Feed.Author.self, id: post.authorID) { $0 = Feed.Author(id: $0.id, name: "b\(step % 3)") }
            default:
                name = random.chance(5) ? "remove all" : "store \(post.id) again"
                if name == "remove all" { store.removeAll() } else { store.store(entity: post) }
            }
            assertMatchesNewCalls(lists, after: "seed \(seed), step \(step): \(name)")
        }
        for layer in layers {
            layer.rollback()
        }
        assertMatchesNewCalls(lists, after: "rolling back every layer")
    }
}
