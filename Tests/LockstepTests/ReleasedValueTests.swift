import XCTest
@testable import Lockstep

/// Values a write replaces are released after the store's lock: a `deinit` that calls the store never deadlocks.
final class ReleasedValueTests: StoreTestCase {
    /// Calls the store when it is released, as a view model owning a subscription would.
    final class Probe: @unchecked Sendable {
        let onRelease: () -> Void
        init(_ onRelease: @escaping () -> Void) { self.onRelease = onRelease }
        deinit { onRelease() }
    }

    struct Holder: Identifiable {
        var id: Int
        var probe: Probe
    }

    struct Shelf: Aggregate {
        var id: Int
        var holder: Holder
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.holder)] }
    }

    private func probe(_ released: Recorder<String>, _ name: String) -> Probe {
        Probe { [store] in
            released.append(name)
            _ = store?.find(Book.self, id: "any")
        }
    }

    func testEveryWriteReleasesTheValueItReplacesAfterTheLock() {
        let released = Recorder<String>()
        let store = self.store!
        let shelf = store.store(entity: Shelf(id: 1, holder: Holder(id: 1, probe: probe(released, "first"))))
        assertReturns("store") { store.store(entity: Holder(id: 1, probe: self.probe(released, "second"))) }
        assertReturns("update") { store.update(Holder.self, id: 1) { $0.probe = self.probe(released, "third") } }
        assertReturns("batch") { store.store(entities: [Holder(id: 1, probe: self.probe(released, "fourth"))]) }
        assertReturns("aggregate") { store.store(entity: Shelf(id: 1, holder: Holder(id: 1, probe: self.probe(released, "fifth")))) }
        assertReturns("alias") {
            store.store(entity: Holder(id: 2, probe: self.probe(released, "aliased")), named: AliasKey(named: "holder"))
            store.removeAlias(named: AliasKey<Holder>(named: "holder"))
        }
        assertReturns("removeAll") { store.removeAll() }
        withExtendedLifetime(shelf) {}
        XCTAssertEqual(Set(released.values), ["first", "second", "third", "fourth", "aliased"], "each replaced value was released")
    }

    func testAnElementRemovedBeforeACollectionObserversFirstReadIsReleasedAfterTheLock() {
        let released = Recorder<String>()
        let store = self.store!
        let batch = store.store(entities: [Holder(id: 1, probe: probe(released, "removed")), Holder(id: 2, probe: probe(released, "kept"))])
        XCTAssertTrue(store.remove(Holder.self, id: 1))
        XCTAssertEqual(released.values, [], "the unread observer still holds it")
        let read = Recorder<[Int]>()
        assertReturns("first read") { read.append(batch.value.map(\.id)) }
        XCTAssertEqual(read.values, [[2]])
        XCTAssertEqual(released.values, ["removed"])
    }

    func testAValueOwningASubscriptionIsReleasedAfterTheLock() {
        struct Screen: Identifiable {
            var id: Int
            var subscription: Subscription?
        }
        let store = self.store!
        let book = store.store(entity: Book(id: "b", title: "T"))
        let screen = store.store(entity: Screen(id: 1, subscription: book.observe { _ in }))
        assertReturns("replacing the subscription") { store.store(entity: Screen(id: 1, subscription: nil)) }
        drain()
        XCTAssertEqual(book.store.lock.withLock { book.node.observers.count }, 0, "the released subscription unsubscribed")
        withExtendedLifetime(screen) {}
    }
}
