import Foundation
import XCTest
import Lockstep

/// Rule 13 while deliveries run: an entity whose last holder is gone is not found any more, even while the
/// store's queue is delivering its notifications on another thread.
final class ReleaseRaceTests: StoreTestCase {
    struct Post: Identifiable, Codable, Sendable {
        let id: Int
        var title: String
    }

    struct Feed: Aggregate, Sendable {
        var id: Int
        var posts: [Post]
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.posts)] }
    }

    func testNoEntityIsFoundAfterItsLastHolderGoesWhileDeliveriesRun() async {
        var stillFound: [Int] = []
        for round in 0..<1_000 {
            let id = round * 2
            let alias = AliasKey<Post>(named: "round \(round)")
            do {
                let feed = store.store(entity: Feed(id: id, posts: [Post(id: id, title: "a")]))
                let subscription = feed.observe { _ in }
                let post = store.find(Post.self, id: id)!
                let stream = post.values
                let task = Task { for await _ in stream {} }
                store.store(entity: Post(id: id + 1, title: "b"), named: alias)
                store.transaction {
                    store.update(Post.self, id: id) { $0.title = "a2" }
                    store.update(Post.self, id: id + 1) { $0.title = "b2" }
                }
                task.cancel()
                await task.value
                withExtendedLifetime((feed, subscription, post)) {}
            }
            store.removeAlias(named: alias)
            if store.find(Feed.self, id: id) != nil || store.find(Post.self, id: id) != nil
                || store.find(Post.self, id: id + 1) != nil {
                stillFound.append(round)
            }
        }
        XCTAssertEqual(stillFound, [], "rounds whose entities were still found after their last holder went")
    }
}
