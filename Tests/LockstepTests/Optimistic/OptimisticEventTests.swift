import Foundation
import XCTest
@testable import Lockstep

/// The shapes of layer events the store takes shortcuts for: a body that writes one entity several times, the
/// only open layer ended in one write, and the values layers replace, released after the store's lock.
final class OptimisticEventTests: StoreTestCase {
    typealias Post = Social.Post

    /// Calls the store when it is released, as a view model owning a subscription would.
    final class Probe: @unchecked Sendable {
        let onRelease: () -> Void
        init(_ onRelease: @escaping () -> Void) { self.onRelease = onRelease }
        deinit { onRelease() }
    }

    /// An API model as apps write them: `let` properties, decoded from JSON, an `==` that compares ids only.
    struct PostDTO: Codable, Identifiable, Equatable, Sendable {
        let id: Int
        let title: String
        let likes: Int
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    }

    struct Holder: Identifiable, Sendable {
        var id: Int
        var probe: Probe
    }

    /// A probe that records `name` and reads `store` when released. Static: a layer's body, which may make one,
    /// must not capture the test case.
    private static func probe(_ released: Recorder<String>, _ name: String, _ store: EntityStore) -> Probe {
        Probe {
            released.append(name)
            _ = store.find(Post.self, id: 0)
        }
    }

    func testABodyWritingOneEntityTwiceNotifiesOnceWithTheLastValue() {
        let recorder = record(store.store(entity: Social.post(7)))
        let layer = store.optimistic { store in
            store.update(Post.self, id: 7) { $0.likes += 1 }
            store.update(Post.self, id: 7) { $0.liked = true }
        }
        drain()
        XCTAssertEqual(recorder.values, [Post(id: 7, text: "post 7", liked: true, likes: 1)])
        layer.rollback()
        drain()
        XCTAssertEqual(recorder.values.map(\.liked), [true, false])
        XCTAssertEqual(store.find(Post.self, id: 7)?.value, Social.post(7))
    }

    /// A layer over more nodes than a journal scans (past 16 it finds its records through an index, and the first
    /// record is kept apart from the others), updating some and removing others, rolled back under a server write.
    func testALayerOverManyEntitiesRollsEachBackUnderAServerWrite() {
        let ids = Array(0..<40)
        let removed = 5..<15
        let recorders = ids.map { record(store.store(entity: Social.post($0))) }
        let layer = store.optimistic { store in
            for id in ids {
                store.update(Post.self, id: id) { $0.likes += 1 }
            }
            for id in removed {
                store.remove(Post.self, id: id)
            }
        }
        XCTAssertEqual(ids.map { store.find(Post.self, id: $0)?.value.likes }, ids.map { removed.contains($0) ? nil : 1 })
        // The server's write goes beneath the layer, whose body is applied again over it.
        store.update(Post.self, id: 0) { $0.replyCount = 3 }
        layer.rollback()
        drain()
        XCTAssertEqual(recorders[0].values.map(\.likes), [1, 1, 0])
        XCTAssertEqual(recorders[0].values.map(\.replyCount), [0, 3, 3])
        for id in ids.dropFirst() where !removed.contains(id) {
            XCTAssertEqual(recorders[id].values.map(\.likes), [1, 0], "post \(id)")
        }
        XCTAssertEqual(ids.map { store.find(Post.self, id: $0)?.value.likes }, ids.map { _ in 0 })
        XCTAssertEqual(store.find(Post.self, id: 0)?.value.replyCount, 3)
    }

    func testABodyThatPutsTheValueBackNotifiesNobody() {
        let recorder = record(store.store(entity: Social.post(7)))
        let layer = store.optimistic { store in
            store.update(Post.self, id: 7) { $0.text = "draft" }
            store.update(Post.self, id: 7) { $0.text = "post 7" }
        }
        layer.rollback()
        drain()
        XCTAssertEqual(recorder.count, 0, "neither the layer nor its rollback changed what shows")
    }

    func testALayerOverADecodedModelWithAnIdOnlyEqualityShowsAndRollsBackItsChange() throws {
        let json = Data(#"{"id": 7, "title": "Hello", "likes": 0}"#.utf8)
        let post = try JSONDecoder().decode(PostDTO.self, from: json)
        let recorder = record(store.store(entity: post))
        // The layer stores a new copy (its properties are `let`s); its `==` says nothing changed.
        let layer = store.optimistic { $0.store(entity: PostDTO(id: 7, title: "Hello", likes: 1)) }
        drain()
        XCTAssertEqual(recorder.values.map(\.likes), [1], "a change the id-only == hides is still shown")
        layer.rollback()
        drain()
        XCTAssertEqual(recorder.values.map(\.likes), [1, 0])
        XCTAssertEqual(store.find(PostDTO.self, id: 7)?.value.likes, 0)
        // A layer storing what already shows notifies nobody, now or at its rollback.
        store.optimistic { $0.store(entity: PostDTO(id: 7, title: "Hello", likes: 0)) }.rollback()
        drain()
        XCTAssertEqual(recorder.count, 2)
    }

    func testTheOnlyLayerRolledBackOverAParentRestoresItInOneNotification() {
        let card = store.store(entity: Social.Card(id: 1, post: Social.post(7)))
        let cardRecorder = record(card)
        let postRecorder = record(store.find(Post.self, id: 7)!)
        let layer = store.optimistic { $0.update(Post.self, id: 7) { $0.likes = 3 } }
        layer.rollback()
        drain()
        XCTAssertEqual(cardRecorder.values.map(\.post.likes), [3, 0])
        XCTAssertEqual(postRecorder.values.map(\.likes), [3, 0])
        // The parent link is intact: the server still reaches the card.
        store.update(Post.self, id: 7) { $0.replyCount = 2 }
        XCTAssertEqual(card.value.post.replyCount, 2)
    }

    func testEndingALayerThatIsNotTheOnlyOneStillAppliesTheOthers() {
        let recorder = record(store.store(entity: Social.post(7)))
        let like = store.optimistic { $0.update(Post.self, id: 7) { $0.liked = true } }
        let reply = store.optimistic { $0.update(Post.self, id: 7) { $0.replyCount += 1 } }
        like.rollback()
        drain()
        XCTAssertEqual(store.find(Post.self, id: 7)?.value, Post(id: 7, text: "post 7", replyCount: 1))
        reply.rollback()
        drain()
        XCTAssertEqual(recorder.values.map(\.liked), [true, true, false, false])
        XCTAssertEqual(recorder.values.map(\.replyCount), [0, 1, 1, 0])
    }

    func testValuesALayerReplacesAreReleasedAfterTheLock() {
        let released = Recorder<String>()
        let store = self.store!
        let holder = store.store(entity: Holder(id: 1, probe: Self.probe(released, "base", store)))
        func layer(_ name: String) -> OptimisticUpdate {
            store.optimistic { $0.update(Holder.self, id: 1) { $0.probe = Self.probe(released, name, store) } }
        }
        assertReturns("open and roll back") { layer("rolled back").rollback() }
        XCTAssertEqual(released.values, ["rolled back"])
        assertReturns("open and commit") { layer("committed").commit() }
        XCTAssertEqual(released.values, ["rolled back", "base"], "committed, the layer's value replaced the base's")
        assertReturns("two layers, the older rolled back") {
            let first = layer("first")
            let second = layer("second")
            first.rollback()
            second.rollback()
        }
        XCTAssertEqual(Set(released.values), ["rolled back", "base", "first", "second"])
        XCTAssertEqual(released.values.filter { $0 == "committed" }, [], "the base's value is kept")
        withExtendedLifetime(holder) {}
        assertReturns("removeAll") { store.removeAll() }
    }
}
