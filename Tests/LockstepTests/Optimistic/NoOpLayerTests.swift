import Foundation
import XCTest
import Lockstep

/// A write or a layer event that leaves every visible value as it was notifies nobody, whatever its path: a plain
/// update, a layer's opening, its rollback, its commit, and a server write made while a layer is open.
final class NoOpLayerTests: StoreTestCase {
    typealias Post = Social.Post

    /// An API model as apps write them: `let` properties, decoded from JSON, an `==` that compares ids only.
    struct PostDTO: Codable, Identifiable, Equatable, Sendable {
        let id: Int
        let title: String
        let likes: Int
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    }

    /// A post, the card that holds it and the feed alias that lists it, each with a recorder.
    private func observedPost() -> (post: Recorder<Post>, card: Recorder<Social.Card>, feed: Recorder<[Post]?>) {
        let post = record(store.store(entity: Social.post(2)))
        let card = record(store.store(entity: Social.Card(id: 1, post: Social.post(2))))
        let feed = record(store.find(named: .feed))
        _ = store.store(entities: [Social.post(2)], named: .feed)
        drain()
        feed.reset()
        return (post, card, feed)
    }

    private func counts(_ recorders: (post: Recorder<Post>, card: Recorder<Social.Card>, feed: Recorder<[Post]?>)) -> [Int] {
        drain()
        return [recorders.post.count, recorders.card.count, recorders.feed.count]
    }

    func testAnUpdateThatChangesNothingNotifiesNobody() {
        let recorders = observedPost()
        XCTAssertTrue(store.update(Post.self, id: 2) { _ in })
        XCTAssertTrue(store.update(Post.self, id: 2) { $0.text = "post 2" })
        XCTAssertEqual(counts(recorders), [0, 0, 0])
    }

    func testAnUpdateOfADecodedModelWithAnIdOnlyEqualityThatChangesNothingNotifiesNobody() throws {
        let json = Data(#"{"id": 3, "title": "A title long enough to live outside the string's inline storage", "likes": 4}"#.utf8)
        let recorder = record(store.store(entity: try JSONDecoder().decode(PostDTO.self, from: json)))
        XCTAssertTrue(store.update(PostDTO.self, id: 3) { _ in })
        drain()
        XCTAssertEqual(recorder.count, 0)
    }

    func testOpeningALayerThatChangesNothingNotifiesNobody() {
        let recorders = observedPost()
        let layer = store.optimistic { $0.update(Post.self, id: 2) { _ in } }
        XCTAssertEqual(counts(recorders), [0, 0, 0])
        XCTAssertFalse(layer.isEnded)
        layer.rollback()
    }

    func testRollingBackALayerThatChangedNothingNotifiesNobody() {
        let recorders = observedPost()
        let layer = store.optimistic { $0.update(Post.self, id: 2) { _ in } }
        layer.rollback()
        XCTAssertTrue(layer.isEnded)
        XCTAssertEqual(counts(recorders), [0, 0, 0])
        XCTAssertEqual(store.find(Post.self, id: 2)?.value.text, "post 2")
    }

    func testCommittingALayerNotifiesNobodyWhenWhatShowsStaysTheSame() {
        let recorders = observedPost()
        let unchanged = store.optimistic { $0.update(Post.self, id: 2) { _ in } }
        unchanged.commit()
        XCTAssertEqual(counts(recorders), [0, 0, 0], "a layer that changed nothing, committed")

        let like = store.optimistic { $0.update(Post.self, id: 2) { $0.liked = true } }
        XCTAssertEqual(counts(recorders), [1, 1, 1], "the layer's change shows once")
        like.commit()
        XCTAssertEqual(counts(recorders), [1, 1, 1], "its commit keeps what shows")
        XCTAssertEqual(store.find(Post.self, id: 2)?.value.liked, true)
    }

    func testAServerWriteUnderALayerThatChangesNothingVisibleNotifiesNobody() {
        let recorders = observedPost()
        let draft = store.optimistic { $0.update(Post.self, id: 2) { $0.text = "draft" } }
        XCTAssertEqual(counts(recorders), [1, 1, 1])

        _ = store.store(entity: Social.post(2))
        XCTAssertEqual(counts(recorders), [1, 1, 1], "the server sent the base value again")

        _ = store.store(entity: Post(id: 2, text: "edited on the server"))
        XCTAssertEqual(counts(recorders), [1, 1, 1], "the layer still hides the server's new text")
        XCTAssertEqual(store.find(Post.self, id: 2)?.value.text, "draft")

        draft.rollback()
        XCTAssertEqual(counts(recorders), [2, 2, 2], "the rollback shows the server's text")
        XCTAssertEqual(recorders.post.values.last?.text, "edited on the server")
    }
}
