import Foundation
import XCTest
@testable import Lockstep

/// A write is never lost or left unnotified because of a user-written `==`; only structural equality (or
/// identical bits) may make a write a no-op.
final class EqualityTests: StoreTestCase {
    /// The way API models are often written: equal when the ids are.
    struct Post: Identifiable, Equatable {
        var id: Int
        var likes: Int
        static func == (lhs: Post, rhs: Post) -> Bool { lhs.id == rhs.id }
    }

    /// An aggregate comparing by id, holding an author that compares by id too.
    struct Timeline: Aggregate, Equatable {
        var id: Int
        var title: String
        var posts: [Post]
        static func == (lhs: Timeline, rhs: Timeline) -> Bool { lhs.id == rhs.id }
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.posts)] }
    }

    /// A hand-written `==` that still compares everything, opted in by hand.
    struct Tag: Identifiable, StructurallyEquatable {
        var id: String
        var label: String
        static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.id == rhs.id && lhs.label == rhs.label }
    }

    final class Profile: Identifiable {
        let id: Int
        var bio: String
        init(id: Int, bio: String) { self.id = id; self.bio = bio }
    }

    func testAnIdOnlyEqualityNeitherDropsNorSilencesAWrite() {
        let observer = store.store(entity: Post(id: 1, likes: 1))
        let recorder = record(observer)
        store.store(entity: Post(id: 1, likes: 2))
        drain()
        XCTAssertEqual(observer.value.likes, 2)
        XCTAssertEqual(store.find(Post.self, id: 1)?.value.likes, 2)
        XCTAssertEqual(recorder.values.map(\.likes), [2])
    }

    func testAnIdOnlyEqualityInsideAnAggregateReachesEveryCopy() {
        let timeline = store.store(entity: Timeline(id: 1, title: "home", posts: [Post(id: 1, likes: 1), Post(id: 2, likes: 0)]))
        let recorder = record(timeline)
        store.update(Post.self, id: 1) { $0.likes = 5 }
        store.store(entity: Timeline(id: 1, title: "renamed", posts: [Post(id: 1, likes: 5), Post(id: 2, likes: 3)]))
        drain()
        XCTAssertEqual(timeline.value.title, "renamed")
        XCTAssertEqual(timeline.value.posts.map(\.likes), [5, 3])
        XCTAssertEqual(recorder.values.map { $0.posts.map(\.likes) }, [[5, 0], [5, 3]])
    }

    func testAStructurallyEquatableValueStoredAgainNotifiesNobody() {
        let observer = store.store(entity: Tag(id: "t", label: String(repeating: "long label ", count: 4)))
        let recorder = record(observer)
        // A new string buffer with the same contents: not the same bits, but `==` is structural.
        store.store(entity: Tag(id: "t", label: String(repeating: "long label ", count: 4)))
        store.store(entity: Tag(id: "t", label: "new"))
        drain()
        XCTAssertEqual(recorder.values.map(\.label), ["new"])
    }

    func testAValueWithTheSameBitsIsANoOpWhateverItsEquality() {
        let observer = store.store(entity: Post(id: 1, likes: 1))
        let recorder = record(observer)
        store.store(entity: Post(id: 1, likes: 1))
        store.update(Post.self, id: 1) { _ in }
        drain()
        XCTAssertEqual(recorder.count, 0)
    }

    func testTheSameClassInstanceChangedInPlaceNotifiesWhenStoredAgain() {
        let profile = Profile(id: 1, bio: "a")
        let observer = store.store(entity: profile)
        let recorder = record(observer)
        profile.bio = "b"
        store.store(entity: profile)
        drain()
        XCTAssertEqual(recorder.values.map(\.bio), ["b"], "the same reference is not the same value")
    }
}
