import XCTest
@testable import Lockstep

/// What the layers' base copies keep: the base, whole, whatever the layers stopped holding or made again meanwhile.
/// Found by the live lists' random model (`LiveListModelTests`): both crashed a write under the layers.
final class LayerBaseLivenessTests: StoreTestCase {
    typealias Post = Feed.Post

    func testAnAuthorALayerReplacedComesBackWithTheRollbackEvenAfterNothingHeldIt() {
        let ann = Feed.Author(id: 7, name: "Ann")
        let view = store.store(entity: Feed.PostView(id: 1, post: Post(id: 1, date: 1), author: ann))
        let layer = store.optimistic {
            $0.store(entity: Feed.PostView(id: 1, post: Post(id: 1, date: 1), author: Feed.Author(id: 8, name: "Bob")))
        }
        // Ann is held by the base only now; a sweep must keep her, and a write under the layer put her back.
        sweep()
        store.store(entity: Post(id: 2, date: 2))
        XCTAssertEqual(view.value.author.name, "Bob")
        layer.rollback()
        XCTAssertEqual(view.value.author.name, "Ann")
        store.update(Feed.Author.self, id: 7) { $0 = Feed.Author(id: 7, name: "Ann B.") }
        XCTAssertEqual(view.value.author.name, "Ann B.", "Ann is the store's entity again, kept in sync")
    }

    func testAnEntityOneLayerRemovedAndALaterLayerMadeAgainSurvivesAWriteUnderTheLayers() {
        let post = store.store(entity: Post(id: 3, title: "base", date: 1))
        let removal = store.optimistic { $0.remove(Post.self, id: 3) }
        let remake = store.optimistic { $0.store(entity: Post(id: 3, title: "made again", date: 1)) }
        store.store(entity: Post(id: 4, date: 2))
        XCTAssertEqual(store.find(Post.self, id: 3)?.value.title, "made again")
        remake.rollback()
        XCTAssertNil(store.find(Post.self, id: 3), "the first layer's removal shows")
        removal.rollback()
        XCTAssertEqual(store.find(Post.self, id: 3)?.value.title, "base")
        withExtendedLifetime(post) {}
    }
}
