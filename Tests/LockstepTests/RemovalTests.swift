import XCTest
@testable import Lockstep

/// `remove(_:id:modifiedAt:)`: an entity deleted everywhere in one write — set null, drop from collections,
/// cascade where a parent cannot exist without it — and never brought back by a late write.
final class RemovalTests: StoreTestCase {
    struct Post: Identifiable, StructurallyEquatable {
        var id: Int
        var text: String
    }

    /// Holds its post where it cannot be dropped: removed with it.
    struct Card: Aggregate, StructurallyEquatable {
        var id: Int
        var post: Post
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.post)] }
    }

    enum Item: EntityWrapper, StructurallyEquatable {
        case post(Post)
        case note(String)
        var post: Post? {
            get { if case .post(let post) = self { post } else { nil } }
            set { if case .post = self, let newValue { self = .post(newValue) } }
        }
        func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {
            [.init(parent.appending(path: \.post))]
        }
    }

    struct Timeline: Aggregate, StructurallyEquatable {
        var id: Int
        var posts: [Post]
        var pinned: Post?
        var cards: [Card]
        var items: [Item]
        var featured: Item?
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
            [.init(\.posts), .init(\.pinned), .init(\.cards), .init(wrapper: \.items), .init(wrapper: \.featured)]
        }
    }

    /// Holds a post in a wrapper that cannot go: removed with it.
    struct Banner: Aggregate, StructurallyEquatable {
        var id: Int
        var item: Item
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(wrapper: \.item)] }
    }

    struct Results: EntityWrapper, StructurallyEquatable {
        var posts: [Post]
        func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {
            var collector = EntityKeyPathCollector(relativeTo: parent)
            collector.add(\.posts)
            return collector.keyPaths
        }
    }

    /// A post and the card that quotes it, shown together: both go in one removal.
    struct Quote: EntityWrapper, StructurallyEquatable {
        var post: Post
        var card: Card
        func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {
            [.init(parent.appending(path: \.post)), .init(parent.appending(path: \.card))]
        }
    }

    struct QuoteBoard: Aggregate, StructurallyEquatable {
        var id: Int
        var title: String
        var quote: Quote?
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(wrapper: \.quote)] }
    }

    static let p1 = Post(id: 1, text: "one"), p2 = Post(id: 2, text: "two"), p42 = Post(id: 42, text: "deleted")

    func testARemovedEntityLeavesEveryParentAliasAndCollection() {
        let timeline = store.store(entity: Timeline(
            id: 1, posts: [Self.p1, Self.p42, Self.p2], pinned: Self.p42,
            cards: [Card(id: 1, post: Self.p1), Card(id: 42, post: Self.p42)],
            items: [.note("a"), .post(Self.p42), .post(Self.p2)], featured: .post(Self.p42)
        ))
        let banner = store.store(entity: Banner(id: 1, item: .post(Self.p42)))
        let single = store.store(entity: Self.p42, named: AliasKey(named: "single"))
        let list = store.store(entities: [Self.p2, Self.p42], named: AliasKey(named: "list"))
        let results = store.store(Results(posts: [Self.p42, Self.p1]), named: AliasKey(named: "results"))
        let recorders = (record(timeline), record(banner), record(list))

        XCTAssertTrue(store.remove(Post.self, id: 42))
        drain()

        let value = timeline.value
        XCTAssertEqual(value.posts.map(\.id), [1, 2], "dropped from the collection, order kept")
        XCTAssertNil(value.pinned, "an optional becomes nil")
        XCTAssertEqual(value.cards.map(\.id), [1], "a card that cannot exist without it goes, and leaves the list")
        XCTAssertEqual(value.items, [.note("a"), .post(Self.p2)], "the wrapper holding it leaves the list")
        XCTAssertNil(value.featured, "an optional wrapper becomes nil")
        XCTAssertTrue(banner.isRemoved, "a non-optional wrapper cannot go: its parent is removed")
        XCTAssertNil(store.find(Banner.self, id: 1))
        XCTAssertNil(store.find(Card.self, id: 42))
        XCTAssertNil(store.find(named: AliasKey<Post>(named: "single")).value, "a single alias becomes nil")
        XCTAssertEqual(store.find(named: AliasKey<[Post]>(named: "list")).value?.map(\.id), [2], "a collection alias drops it")
        XCTAssertEqual(list.value.map(\.id), [2], "a stored collection drops it")
        XCTAssertEqual(results.value?.posts.map(\.id), [1], "a wrapper under an alias drops it")
        XCTAssertNil(store.find(Post.self, id: 42))
        XCTAssertTrue(single.isRemoved)
        XCTAssertEqual(recorders.0.count, 1, "one notification per observer for the whole removal")
        XCTAssertEqual(recorders.2.count, 1)

        // The rest stays in sync.
        store.update(Post.self, id: 2) { $0.text = "two!" }
        XCTAssertEqual(timeline.value.posts.map(\.text), ["one", "two!"])
        XCTAssertEqual(timeline.value.items, [.note("a"), .post(Post(id: 2, text: "two!"))])
        XCTAssertEqual(list.value.map(\.text), ["two!"])
        withExtendedLifetime(recorders) {}
    }

    func testObserversOfARemovedEntityHearOfItOnce() async {
        let observer = store.store(entity: Self.p42)
        let removals = Recorder<String>()
        let values = Recorder<String>()
        values.subscription = observer.observe { values.append($0.text) } onRemove: { removals.append("removed") }
        var stream = observer.values.makeAsyncIterator()
        let first = await stream.next()
        drain()
        store.remove(Post.self, id: 42)
        store.remove(Post.self, id: 42)
        drain()
        let afterRemoval = await stream.next()
        XCTAssertEqual(first?.text, "deleted")
        XCTAssertNil(afterRemoval, "the sequence finishes")
        XCTAssertEqual(removals.values, ["removed"])
        XCTAssertEqual(values.values, ["deleted"], "no value after the removal")
        XCTAssertTrue(observer.isRemoved)
        XCTAssertEqual(observer.value, Self.p42, "the last value stays readable")
        XCTAssertFalse(store.remove(Post.self, id: 42), "not stored any more")
        let late = observer.observe { _ in XCTFail("a removed entity delivers no value") } onRemove: { removals.append("late") }
        drain()
        XCTAssertEqual(removals.values, ["removed", "late"], "subscribing to a removed entity hears of the removal")
        withExtendedLifetime(late) {}
    }

    func testARemovalInATransactionNotifiesOnce() {
        let timeline = store.store(entity: Timeline(id: 1, posts: [Self.p1, Self.p42], pinned: nil, cards: [], items: [], featured: nil))
        let recorder = record(timeline)
        store.transaction {
            store.update(Post.self, id: 1) { $0.text = "edited" }
            store.remove(Post.self, id: 42)
        }
        drain()
        XCTAssertEqual(recorder.values.map { $0.posts.map(\.text) }, [["edited"]])
    }

    func testAStampedRemovalRejectsLateWritesAndAcceptsNewerOnes() {
        let observer = store.store(entity: Self.p42, modifiedAt: 5)
        XCTAssertFalse(store.remove(Post.self, id: 42, modifiedAt: 5), "not newer than the entity: stale")
        XCTAssertFalse(observer.isRemoved)
        XCTAssertTrue(store.remove(Post.self, id: 42, modifiedAt: 10))
        let late = store.store(entity: Post(id: 42, text: "late"), modifiedAt: 9)
        let timeline = store.store(entity: Timeline(id: 1, posts: [Post(id: 42, text: "late")], pinned: nil, cards: [], items: [], featured: nil), modifiedAt: 10)
        XCTAssertNil(store.find(Post.self, id: 42), "a late response does not bring it back")
        XCTAssertEqual(logger.lines.filter { $0.hasPrefix("failed") }.suffix(2), [
            "failed Post 42 tooOld(current: 10.0, received: 9.0)", "failed Post 42 tooOld(current: 10.0, received: 10.0)",
        ])
        XCTAssertEqual(timeline.value.posts.map(\.text), [], "an aggregate given a removed entity drops it")
        let back = store.store(entity: Post(id: 42, text: "back"), modifiedAt: 11)
        XCTAssertEqual(store.find(Post.self, id: 42)?.value.text, "back", "a newer write stores it again")
        withExtendedLifetime((late, timeline, back)) {}
    }

    func testAnAggregateThatCannotExistWithoutARemovedEntityIsNotStored() {
        let post = store.store(entity: Self.p42)
        XCTAssertTrue(store.remove(Post.self, id: 42, modifiedAt: 10))
        withExtendedLifetime(post) {}
        let card = store.store(entity: Card(id: 1, post: Self.p42), modifiedAt: 3)
        XCTAssertNil(store.find(Card.self, id: 1))
        XCTAssertTrue(card.isRemoved)
    }

    /// The aggregate's refusal is not about its stamp (3 is newer than anything the card had): the logger hears
    /// `StoreError.holdsRemovedEntity` for it, after the post's own refusal as stale.
    func testAnAggregateThatCannotExistWithoutARemovedEntityIsReportedAsHoldingIt() {
        let post = store.store(entity: Self.p42)
        XCTAssertTrue(store.remove(Post.self, id: 42, modifiedAt: 10))
        withExtendedLifetime(post) {}
        logger.reset()
        let card = store.store(entity: Card(id: 1, post: Self.p42), modifiedAt: 3)
        XCTAssertEqual(logger.lines.filter { $0.hasPrefix("failed") }, [
            "failed Post 42 tooOld(current: 10.0, received: 3.0)", "failed Card 1 holdsRemovedEntity",
        ])
        withExtendedLifetime(card) {}
    }

    func testTheLoggerHearsOfEveryRemovedEntity() {
        let card = store.store(entity: Card(id: 7, post: Self.p42))
        logger.reset()
        store.remove(Post.self, id: 42)
        XCTAssertEqual(logger.lines.filter { $0.hasPrefix("removed") }.sorted(), ["removed Card 7", "removed Post 42"])
        withExtendedLifetime(card) {}
    }

    func testTombstonesStayBounded() {
        let limit = EntityTable<Post>.tombstoneLimit
        for id in 0..<(limit * 3) {
            let observer = store.store(entity: Post(id: id, text: "t"))
            store.remove(Post.self, id: id, modifiedAt: Double(id))
            withExtendedLifetime(observer) {}
        }
        let count = store.lock.withLock { $0.table(for: Post.self).tombstones.count }
        XCTAssertLessThanOrEqual(count, limit)
        XCTAssertGreaterThan(count, 0)
        store.store(entity: Post(id: limit * 3 - 1, text: "late"), modifiedAt: 0)
        XCTAssertNil(store.find(Post.self, id: limit * 3 - 1), "the newest removals are remembered")
    }

    /// Two arrays of the same type side by side, the removed post twice in the first: the remaining elements'
    /// slots are renumbered in place, each array on its own.
    struct Board: Aggregate, StructurallyEquatable {
        var id: Int
        var left: [Post]
        var right: [Post]
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.left), .init(\.right)] }
    }

    func testRemainingElementsStillFollowTheirEntitiesAfterARemoval() {
        let board = store.store(entity: Board(id: 1, left: [Self.p42, Self.p1, Self.p42, Self.p2], right: [Self.p2, Self.p42, Self.p1]))
        store.remove(Post.self, id: 42)
        XCTAssertEqual(board.value.left.map(\.id), [1, 2])
        XCTAssertEqual(board.value.right.map(\.id), [2, 1])
        store.update(Post.self, id: 1) { $0.text = "one!" }
        store.update(Post.self, id: 2) { $0.text = "two!" }
        XCTAssertEqual(board.value.left.map(\.text), ["one!", "two!"])
        XCTAssertEqual(board.value.right.map(\.text), ["two!", "one!"])
        store.remove(Post.self, id: 2)
        XCTAssertEqual(board.value, Board(id: 1, left: [Post(id: 1, text: "one!")], right: [Post(id: 1, text: "one!")]))
    }

    func testARemovedEntityHeldByManyParentsLetsGoOfEveryLinkAtOnce() {
        // More parents than the links search linearly, so that their index by slot is in use too.
        let timelines = (1...20).map {
            store.store(entity: Timeline(id: $0, posts: [Self.p1, Self.p42], pinned: Self.p42, cards: [], items: [], featured: nil))
        }
        let removed = store.find(Post.self, id: 42)!
        XCTAssertEqual(removed.node.parents?.count, 40, "one link per slot: each timeline holds it twice")

        XCTAssertTrue(store.remove(Post.self, id: 42))

        XCTAssertNil(removed.node.parents, "no link to a former parent outlives the removal")
        XCTAssertEqual(timelines.map { $0.value.posts.map(\.id) }, Array(repeating: [1], count: 20))
        XCTAssertEqual(timelines.filter { $0.value.pinned != nil }.count, 0)
        XCTAssertEqual(store.find(Post.self, id: 1)!.node.parents?.count, 20, "the other post keeps every parent")
        store.update(Post.self, id: 1) { $0.text = "one!" }
        XCTAssertEqual(timelines.map { $0.value.posts.map(\.text) }, Array(repeating: ["one!"], count: 20))
    }

    func testRemovingWhatIsNotStoredReturnsFalse() {
        XCTAssertFalse(store.remove(Post.self, id: 1))
        XCTAssertFalse(store.remove(Post.self, id: 1, modifiedAt: 3))
    }

    /// Two removed entities in one optional wrapper (a post, and the card that cannot exist without it): the wrapper
    /// goes once, and the parent holding it stays.
    func testTwoRemovedEntitiesInOneOptionalWrapperEmptyItOnce() {
        let board = store.store(entity: QuoteBoard(id: 1, title: "B", quote: Quote(post: Self.p42, card: Card(id: 7, post: Self.p42))))
        let recorder = record(board)

        XCTAssertTrue(store.remove(Post.self, id: 42))
        drain()

        XCTAssertFalse(board.isRemoved, "an optional wrapper can go: the board stays")
        XCTAssertNil(board.value.quote)
        XCTAssertEqual(board.value.title, "B")
        XCTAssertNil(store.find(Card.self, id: 7), "the card could not exist without its post")
        XCTAssertEqual(recorder.count, 1, "one notification for the whole removal")
        XCTAssertTrue(store.update(QuoteBoard.self, id: 1) { $0.title = "B2" })
        XCTAssertEqual(store.find(QuoteBoard.self, id: 1)?.value.title, "B2")
    }
}
