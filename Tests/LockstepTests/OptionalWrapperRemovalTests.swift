import XCTest
import Lockstep

/// A removal that reaches two entities held in the same optional wrapper: the wrapper goes once, and the parent
/// that holds it stays.
final class OptionalWrapperRemovalTests: StoreTestCase {
    struct Post: Identifiable, StructurallyEquatable {
        var id: Int
        var text: String
    }

    /// Cannot exist without its post: removed with it.
    struct Card: Aggregate, StructurallyEquatable {
        var id: Int
        var post: Post
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.post)] }
    }

    /// A post and the card that quotes it, shown together.
    struct Quote: EntityWrapper, StructurallyEquatable {
        var post: Post
        var card: Card
        func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {
            [.init(parent.appending(path: \.post)), .init(parent.appending(path: \.card))]
        }
    }

    struct Board: Aggregate, StructurallyEquatable {
        var id: Int
        var title: String
        var quote: Quote?
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(wrapper: \.quote)] }
    }

    func testTwoRemovedEntitiesInOneOptionalWrapperEmptyItOnce() {
        let post = Post(id: 42, text: "deleted")
        let board = store.store(entity: Board(id: 1, title: "B", quote: Quote(post: post, card: Card(id: 7, post: post))))
        let recorder = record(board)

        XCTAssertTrue(store.remove(Post.self, id: 42))
        drain()

        XCTAssertFalse(board.isRemoved, "an optional wrapper can go: the board stays")
        XCTAssertNil(board.value.quote)
        XCTAssertEqual(board.value.title, "B")
        XCTAssertNil(store.find(Card.self, id: 7), "the card could not exist without its post")
        XCTAssertEqual(recorder.count, 1, "one notification for the whole removal")
        XCTAssertTrue(store.update(Board.self, id: 1) { $0.title = "B2" })
        XCTAssertEqual(store.find(Board.self, id: 1)?.value.title, "B2")
    }
}
