import Dispatch
import Foundation
import Lockstep
import LockstepAPIModels
import LockstepTestObservers
import XCTest

/// Models of another module, annotated through extensions: decoded from JSON, kept in sync, and refreshed with
/// the same JSON without a notification.
final class ExtensionAnnotationTests: XCTestCase {
    private let queue = DispatchQueue(label: "lockstep.extension-tests")
    private lazy var store = EntityStore(queue: queue)

    private func drain() {
        queue.sync {}
    }

    private static let postsJSON = """
        {"posts": [
          {"post": {"id": 1, "name": "Hello", "ap_id": "https://lemmy.example/post/1", "creator_id": 7},
           "creator": {"id": 7, "name": "ann", "display_name": null, "actor_id": "https://lemmy.example/u/ann"},
           "community": {"id": 3, "title": "Swift"},
           "counts": {"comments": 1, "score": 12}},
          {"post": {"id": 2, "name": "Again", "ap_id": "https://lemmy.example/post/2", "creator_id": 7},
           "creator": {"id": 7, "name": "ann", "display_name": null, "actor_id": "https://lemmy.example/u/ann"},
           "community": {"id": 3, "title": "Swift"},
           "counts": {"comments": 0, "score": 3}}
        ]}
        """

    private static let commentJSON = """
        {"comment": {"id": 40, "content": "Nice"},
         "post": {"id": 1, "name": "Hello", "ap_id": "https://lemmy.example/post/1", "creator_id": 7},
         "creator": {"id": 7, "name": "ann", "display_name": null, "actor_id": "https://lemmy.example/u/ann"}}
        """

    private func posts() throws -> [LemmyAPI.PostView] {
        try JSONDecoder().decode(LemmyAPI.GetPostsResponse.self, from: Data(Self.postsJSON.utf8)).posts
    }

    private func comment() throws -> LemmyAPI.CommentView {
        try JSONDecoder().decode(LemmyAPI.CommentView.self, from: Data(Self.commentJSON.utf8))
    }

    func testARenamedCreatorReachesEveryViewOnce() throws {
        let key = AliasKey<[LemmyAPI.PostView]>(named: "front")
        let list = NotificationCounter(store.store(entities: try posts(), named: key))
        let commentView = NotificationCounter(store.store(entity: try comment()))
        let first = NotificationCounter(try XCTUnwrap(store.find(LemmyAPI.PostView.self, id: 1)))
        drain()

        let renamed = try JSONDecoder().decode(LemmyAPI.Person.self, from: Data("""
            {"id": 7, "name": "ann", "display_name": "Ann", "actor_id": "https://lemmy.example/u/ann"}
            """.utf8))
        _ = store.store(entity: renamed)
        drain()

        XCTAssertEqual(store.find(LemmyAPI.PostView.self, id: 2)?.value.creator.displayName, "Ann")
        XCTAssertEqual(store.find(LemmyAPI.CommentView.self, id: 40)?.value.creator.displayName, "Ann")
        XCTAssertEqual(store.find(named: key).value?.map(\.creator.displayName), ["Ann", "Ann"])
        XCTAssertEqual([list.count, commentView.count, first.count], [1, 1, 1])
    }

    func testRefreshingWithTheSameJSONNotifiesNobody() throws {
        let key = AliasKey<[LemmyAPI.PostView]>(named: "front")
        let list = NotificationCounter(store.store(entities: try posts(), named: key))
        let commentView = NotificationCounter(store.store(entity: try comment()))
        let creator = NotificationCounter(try XCTUnwrap(store.find(LemmyAPI.Person.self, id: 7)))
        drain()

        _ = store.store(entities: try posts(), named: key)
        _ = store.store(entity: try comment())
        drain()

        XCTAssertEqual([list.count, commentView.count, creator.count], [0, 0, 0])
    }

    func testANewScoreNotifiesItsPostViewAndTheList() throws {
        let key = AliasKey<[LemmyAPI.PostView]>(named: "front")
        let list = NotificationCounter(store.store(entities: try posts(), named: key))
        let second = NotificationCounter(try XCTUnwrap(store.find(LemmyAPI.PostView.self, id: 2)))
        let commentView = NotificationCounter(store.store(entity: try comment()))
        drain()

        let json = Self.postsJSON.replacingOccurrences(of: "\"score\": 3", with: "\"score\": 4")
        _ = store.store(entities: try JSONDecoder().decode(LemmyAPI.GetPostsResponse.self, from: Data(json.utf8)).posts, named: key)
        drain()

        XCTAssertEqual(store.find(LemmyAPI.PostView.self, id: 2)?.value.counts.score, 4)
        XCTAssertEqual([list.count, second.count, commentView.count], [1, 1, 0])
    }
}
