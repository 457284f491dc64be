import XCTest
@testable import Lockstep

/// `EntityStore.snapshot()`: every live entity with its stamp, subscriptions and holders, every alias with what it
/// holds, and a deterministic text.
final class StoreSnapshotTests: StoreTestCase {
    typealias Writer = Catalog.Writer
    typealias Novel = Catalog.Novel
    typealias Shelf = Catalog.Shelf

    func testAnEmptyStorePrintsNoEntityAndNoAlias() {
        XCTAssertEqual(store.snapshot().description, "Entities (0)\nAliases (0)")
    }

    func testASnapshotListsEntitiesAliasesObserversAndHoldersAfterAKnownSequence() {
        let shelf = store.store(entity: Shelf(id: 1, novels: [Catalog.dune, Catalog.emma]), modifiedAt: 3)
        let subscription = shelf.observe { _ in }
        let lone = store.store(entity: Writer(id: 9, name: "Zoe"))
        let featured = AliasKey<Novel>(named: "featured")
        _ = store.store(entity: Novel(id: "ulysses", title: "Ulysses", author: Catalog.bob, editor: nil), named: featured, modifiedAt: 5)
        let collection = store.store(entities: [Catalog.ann])
        _ = collection.value   // links the collection observer to its elements
        drain()

        let snapshot = store.snapshot()
        XCTAssertEqual(snapshot.description, """
        Entities (7)
          Novel(dune) stamp 3.0, 0 observers, held by Shelf(1)
          Novel(emma) stamp 3.0, 0 observers, held by Shelf(1)
          Novel(ulysses) stamp 5.0, 0 observers, held by alias "featured" (Novel)
          Shelf(1) stamp 3.0, 1 observer
          Writer(1) stamp 3.0, 0 observers, held by Novel(dune), Novel(emma), collection observer
          Writer(2) stamp 5.0, 0 observers, held by Novel(dune), Novel(ulysses)
          Writer(9) stamp none, 0 observers
        Aliases (1)
          "featured" (Novel) stamp 5.0, 0 observers, holds Novel(ulysses)
        """)
        XCTAssertEqual(snapshot.entity(Writer.self, id: 2)?.parents, [
            .entity(EntityReference(Novel.self, id: "dune")), .entity(EntityReference(Novel.self, id: "ulysses")),
        ])
        XCTAssertEqual(snapshot.entity(Shelf.self, id: 1)?.observers, 1)
        XCTAssertNil(snapshot.entity(Writer.self, id: 3))
        XCTAssertEqual(snapshot.alias(featured)?.entities, [EntityReference(Novel.self, id: "ulysses")])
        withExtendedLifetime((shelf, subscription, lone, collection)) {}
    }

    func testReleasedAndRemovedEntitiesLeaveTheSnapshot() {
        var shelf: EntityObserver<Shelf>? = store.store(entity: Shelf(id: 1, novels: [Catalog.emma]))
        let writer = store.store(entity: Writer(id: 9, name: "Zoe"))
        store.remove(Writer.self, id: 9)
        XCTAssertEqual(store.snapshot().entities.map(\.entity.description), ["Novel(emma)", "Shelf(1)", "Writer(1)"])
        shelf = nil
        XCTAssertEqual(store.snapshot().entities, [])
        withExtendedLifetime((shelf, writer)) {}
    }

    func testAHolderReleasedSinceTheLastSweepIsNotListed() {
        let writer = store.store(entity: Writer(id: 9, name: "Zoe"))
        do {
            let collection = store.store(entities: [Writer(id: 9, name: "Zoe")])
            _ = collection.value   // links the collection observer to its element
            let shelf = store.store(entity: Shelf(id: 1, novels: [Novel(id: "x", title: "X", author: Writer(id: 9, name: "Zoe"), editor: nil)]))
            XCTAssertEqual(store.snapshot().entity(Writer.self, id: 9)?.parents, [.entity(EntityReference(Novel.self, id: "x")), .collectionObserver])
            withExtendedLifetime((collection, shelf)) {}
        }
        // Released, not swept yet: the store drops them when it meets them, and the snapshot must meet them first.
        XCTAssertEqual(store.snapshot().entity(Writer.self, id: 9)?.parents, [])
        XCTAssertEqual(store.snapshot().entities.map(\.entity.description), ["Writer(9)"])
        withExtendedLifetime(writer) {}
    }

    func testAnAliasRemovedAndUnobservedIsNotListed() {
        let key = AliasKey<Writer>(named: "me")
        _ = store.store(entity: Catalog.ann, named: key)
        store.removeAlias(named: key)
        XCTAssertEqual(store.snapshot().description, "Entities (0)\nAliases (0)")
    }
}
