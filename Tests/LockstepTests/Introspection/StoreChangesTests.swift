import XCTest
@testable import Lockstep

/// `EntityStore.changes`: the exact events of each kind of write, in write order, for every listener.
final class StoreChangesTests: StoreTestCase {
    typealias Writer = Catalog.Writer
    typealias Novel = Catalog.Novel
    typealias Shelf = Catalog.Shelf

    private func writer(_ id: Int) -> EntityReference { EntityReference(Writer.self, id: id) }
    private func novel(_ id: String) -> EntityReference { EntityReference(Novel.self, id: id) }

    func testStoringReportsEveryEntityChildrenFirstWithTheWriteStamp() {
        let changes = store.changes
        let dune = store.store(entity: Catalog.dune, modifiedAt: 3)
        let lone = store.store(entity: Writer(id: 9, name: "Zoe"))
        let events = changes.pendingEvents()
        XCTAssertEqual(events, [
            .stored(writer(1), stamp: 3), .stored(writer(2), stamp: 3), .stored(novel("dune"), stamp: 3),
            .stored(writer(9), stamp: nil),
        ])
        withExtendedLifetime((dune, lone)) {}
    }

    func testAStaleWriteReportsBothStamps() {
        let changes = store.changes
        let ann = store.store(entity: Catalog.ann, modifiedAt: 5)
        _ = store.store(entity: Writer(id: 1, name: "Old Ann"), modifiedAt: 4)
        store.remove(Writer.self, id: 1, modifiedAt: 2)
        let events = changes.pendingEvents()
        XCTAssertEqual(events, [
            .stored(writer(1), stamp: 5),
            .rejectedAsStale(writer(1), current: 5, received: 4),
            .rejectedAsStale(writer(1), current: 5, received: 2),
        ])
        XCTAssertEqual(events[1].description, "rejected Writer(1) as stale: stamp 4.0 is not newer than 5.0")
        withExtendedLifetime(ann) {}
    }

    /// The novels cannot exist without their author: removed with it, and tombstoned with its stamp, so a late
    /// write of one is rejected on its own stamp. The alias that held one is emptied, reported after the removal.
    func testARemovalReportsItsCascadeThenTheAliasesItEmptied() {
        let shelf = store.store(entity: Shelf(id: 1, novels: [Catalog.dune]))
        _ = store.store(entity: Catalog.emma, named: AliasKey<Novel>(named: "pick"))
        let changes = store.changes
        store.remove(Writer.self, id: 1, modifiedAt: 7)
        _ = store.store(entity: Catalog.emma, modifiedAt: 6)
        let events = changes.pendingEvents()
        XCTAssertEqual(events, [
            .removed(writer(1), stamp: 7, cascade: [novel("emma"), novel("dune")]),
            .aliasRemoved(name: "pick", type: "Novel"),
            .rejectedAsStale(novel("emma"), current: 7, received: 6),
        ])
        XCTAssertEqual(events[0].description, "removed Writer(1) stamp 7.0, with Novel(emma), Novel(dune)")
        withExtendedLifetime(shelf) {}
    }

    func testAnAliasSetAndRemoved() {
        let changes = store.changes
        let key = AliasKey<Writer>(named: "me")
        _ = store.store(entity: Catalog.ann, named: key, modifiedAt: 2)
        _ = store.store(entities: [Catalog.bob], named: AliasKey<[Writer]>(named: "team"))
        store.removeAlias(named: key)
        store.removeAlias(named: key)   // already empty: nothing happens, nothing is reported
        let events = changes.pendingEvents()
        XCTAssertEqual(events, [
            .stored(writer(1), stamp: 2), .aliasSet(name: "me", type: "Writer", stamp: 2),
            .stored(writer(2), stamp: nil), .aliasSet(name: "team", type: "Array<Writer>", stamp: nil),
            .aliasRemoved(name: "me", type: "Writer"),
        ])
    }

    func testAReleasedEntityIsReportedWhenTheStoreNextMeetsItsEntry() {
        var ann: EntityObserver<Writer>? = store.store(entity: Catalog.ann)
        let changes = store.changes
        ann = nil
        ann = store.store(entity: Catalog.ann, modifiedAt: 1)
        let events = changes.pendingEvents()
        XCTAssertEqual(events, [.released(writer(1)), .stored(writer(1), stamp: 1)])
        withExtendedLifetime(ann) {}
    }

    func testEveryListenerHearsEveryEvent() {
        let first = store.changes
        let second = store.changes
        let ann = store.store(entity: Catalog.ann)
        let firstEvents = first.pendingEvents()
        let secondEvents = second.pendingEvents()
        XCTAssertEqual(firstEvents, [.stored(writer(1), stamp: nil)])
        XCTAssertEqual(secondEvents, firstEvents)
        withExtendedLifetime(ann) {}
    }

    func testWritesRecordNothingWhileNobodyListens() {
        let ann = store.store(entity: Catalog.ann)
        XCTAssertFalse(store.lock.withLock { $0.changes.isListening })
        var changes: StoreChanges? = store.changes
        XCTAssertTrue(store.lock.withLock { $0.changes.isListening })
        changes = nil
        let bob = store.store(entity: Catalog.bob)
        XCTAssertFalse(store.lock.withLock { $0.changes.isListening || !$0.changes.pending.isEmpty })
        withExtendedLifetime((ann, bob, changes)) {}
    }

    /// A lookup that finds a cycle nothing holds drops both members from their table at once (the member looked up
    /// and its dead ancestors), and reports them released; the next write hands the events over.
    func testACycleCutByALookupLeavesItsTableAtOnceAndIsReportedReleased() {
        typealias Member = LivenessTests.Member
        let changes = store.changes
        _ = store.store(entity: LivenessTests.pair(1, 2))
        XCTAssertEqual(store.lock.withLock { $0.table(for: Member.self).entryCount }, 2)
        XCTAssertNil(store.find(Member.self, id: 1), "nothing holds the cycle: the lookup drops it")
        XCTAssertEqual(store.lock.withLock { $0.table(for: Member.self).entryCount }, 0,
                       "both entries leave at once, not at a later sweep")
        let next = store.store(entity: Member(id: 3))
        let events = changes.pendingEvents()
        let member = { EntityReference(Member.self, id: $0) }
        XCTAssertEqual(events.count, 5, "\(events)")
        XCTAssertEqual(Array(events.prefix(2)), [.stored(member(2), stamp: nil), .stored(member(1), stamp: nil)])
        XCTAssertEqual(Set(events.dropFirst(2).prefix(2)), [.released(member(1)), .released(member(2))])
        XCTAssertEqual(events.last, .stored(member(3), stamp: nil))
        withExtendedLifetime(next) {}
    }
}
