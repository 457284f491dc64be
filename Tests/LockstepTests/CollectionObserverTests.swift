import Foundation
import XCTest
@testable import Lockstep

/// The observer `store(entities:)` returns follows its elements from the call on, though it links to them only
/// when first read or observed: what it shows then is what following them all along would show.
final class CollectionObserverTests: StoreTestCase {
    /// A DTO as an API sends it: `let` properties, decoded from JSON.
    struct Post: Identifiable, Codable, Equatable {
        let id: Int
        let title: String
    }

    static let page = #"[{"id": 1, "title": "one"}, {"id": 2, "title": "two"}, {"id": 3, "title": "three"}]"#

    func decodedPage() throws -> [Post] {
        try JSONDecoder().decode([Post].self, from: Data(Self.page.utf8))
    }

    func testAnUnreadObserverShowsTheChangesMadeBeforeItsFirstRead() throws {
        let posts = store.store(entities: try decodedPage())
        store.store(entity: Post(id: 2, title: "two, edited"))
        XCTAssertTrue(store.remove(Post.self, id: 3))

        XCTAssertEqual(posts.value, [Post(id: 1, title: "one"), Post(id: 2, title: "two, edited")])

        // Linked now: later changes reach it as they reach any parent.
        store.store(entity: Post(id: 1, title: "one, edited"))
        XCTAssertTrue(store.remove(Post.self, id: 2))
        XCTAssertEqual(posts.value, [Post(id: 1, title: "one, edited")])
    }

    func testObservingFirstDeliversTheCurrentElementsThenEveryChange() throws {
        let posts = store.store(entities: try decodedPage())
        store.store(entity: Post(id: 1, title: "one, edited"))
        let recorder = record(posts, dropFirst: false)
        store.store(entity: Post(id: 3, title: "three, edited"))
        drain()

        XCTAssertEqual(recorder.values.map { $0.map(\.title) }, [
            ["one, edited", "two", "three"],
            ["one, edited", "two", "three, edited"],
        ])
    }

    func testAnUnreadObserverKeepsItsElementsAliveAndReleasesThemWithIt() throws {
        weak var node: EntityNode<Post>?
        var posts: EntityObserver<[Post]>? = store.store(entities: try decodedPage())
        node = store.find(Post.self, id: 2)?.node
        XCTAssertNotNil(node, "held by the unread observer alone")
        XCTAssertNil(node?.parents, "no parent link until the observer is read")

        posts = nil
        XCTAssertNil(store.find(Post.self, id: 2))
        XCTAssertNil(node, "released by the lookup that found it unheld")
        withExtendedLifetime(posts) {}
    }

    func testReadingLinksEveryElementOnce() throws {
        let posts = store.store(entities: try decodedPage() + decodedPage())
        _ = posts.value
        _ = posts.value
        let node = try XCTUnwrap(store.find(Post.self, id: 1)?.node)
        XCTAssertEqual(node.parents?.count, 2, "one link per position of the observer's node, linked once")
        XCTAssertEqual(posts.node.children.count, 6, "one slot per position, the repeated ids included")
        store.store(entity: Post(id: 1, title: "one, edited"))
        XCTAssertEqual(posts.value.map(\.title), ["one, edited", "two", "three", "one, edited", "two", "three"])
    }
}
