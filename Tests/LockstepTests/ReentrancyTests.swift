import XCTest
@testable import Lockstep

/// Rule 9 of Docs/Design.md: user code may call back into the store without deadlock.
final class ReentrancyTests: StoreTestCase {
    func testAnObserverCanWriteReadAndObserveFromItsCallback() {
        let observer = store.store(entity: Book(id: "b", title: "T"))
        let done = expectation(description: "callback finished")
        var inner: Subscription?
        var written: EntityObserver<Author>?
        let subscription = observer.observe { [store] book in
            guard book.title == "T2", let store else { return }
            written = store.store(entity: Author(id: 1, name: book.title))
            XCTAssertEqual(store.find(Author.self, id: 1)?.value.name, "T2")
            inner = store.find(Book.self, id: "b")?.observe { _ in }
            done.fulfill()
        }
        store.update(Book.self, id: "b") { $0.title = "T2" }
        wait(for: [done], timeout: 5)
        withExtendedLifetime((subscription, inner, written)) {}
    }

    func testUpdateAndIfPresentClosuresCanCallTheStore() {
        let observer = store.store(entity: Book(id: "b", title: "T"))
        XCTAssertTrue(store.update(Book.self, id: "b") { book in
            book.title = self.store.find(Book.self, id: "b")!.value.title + "!"
            self.store.store(entity: Author(id: 1, name: "side effect"), named: .currentUser)
        })
        XCTAssertEqual(observer.value.title, "T!")
        store.store(entity: Book(id: "b", title: "ignored"), ifPresent: { book in
            book.title = self.store.find(Book.self, id: "b")!.value.title + "?"
        })
        XCTAssertEqual(observer.value.title, "T!?")
    }

    func testALoggerCanCallTheStore() {
        final class ReadingLogger: Logger, @unchecked Sendable {
            weak var store: EntityStore?
            var seen: [String?] = []
            func didStore<T: Identifiable>(_ type: T.Type, id: T.ID) {
                seen.append(store?.find(Book.self, id: "b")?.value.title)
            }
            func didFailedToStore<T: Identifiable>(_ type: T.Type, id: T.ID, error: Error) {}
            func didRegisterAlias<T>(_ alias: AliasKey<T>) {}
            func didUnregisterAlias<T>(_ alias: AliasKey<T>) {}
        }
        let logger = ReadingLogger()
        let store = EntityStore(queue: queue, logger: logger)
        logger.store = store
        let observer = store.store(entity: Book(id: "b", title: "T"))
        XCTAssertEqual(logger.seen, ["T"])
        withExtendedLifetime(observer) {}
    }

    func testIfPresentOnlyAppliesToAnAlreadyStoredEntity() {
        let first = store.store(entity: Book(id: "b", title: "new"), ifPresent: { $0.title = "patched" })
        XCTAssertEqual(first.value.title, "new")
        store.store(entity: Book(id: "b", title: "second"), ifPresent: { $0.title += " patched" })
        XCTAssertEqual(first.value.title, "second patched")
    }

    func testAnUpdateOfAMissingEntityReturnsFalseWithoutCallingTheClosure() {
        var called = false
        XCTAssertFalse(store.update(Book.self, id: "none") { _ in called = true })
        XCTAssertFalse(store.update(AuthorBooks.self, id: 42) { _ in called = true })
        XCTAssertFalse(store.update(named: .currentUser) { _ in called = true })
        XCTAssertFalse(called)
    }

    func testAnUpdateRacingAnotherWriteRetriesOnTheNewerValue() {
        let observer = store.store(entity: Counter(id: 1, count: 0))
        var attempts = 0
        store.update(Counter.self, id: 1) { counter in
            attempts += 1
            if attempts == 1 {
                // Another write lands while this closure runs (here, from inside it).
                self.store.update(Counter.self, id: 1) { $0.count += 10 }
            }
            counter.count += 1
        }
        XCTAssertEqual(attempts, 2)
        XCTAssertEqual(observer.value.count, 11, "neither increment is lost")
    }
}

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

/// A write that changes nothing does not make a concurrent `update` retry, and no `update` retries forever.
final class UpdateRetryTests: StoreTestCase {
    func testAnUpdateWhoseClosureStoresAnEqualValueCommitsOnce() {
        let observer = store.store(entity: Counter(id: 1, count: 0))
        var attempts = 0
        let store = self.store!
        assertReturns("update") {
            store.update(Counter.self, id: 1) { counter in
                attempts += 1
                store.store(entity: Counter(id: 1, count: 0))
                counter.count = 5
            }
        }
        XCTAssertEqual(attempts, 1)
        XCTAssertEqual(observer.value.count, 5)
    }

    func testAnUpdateWhoseClosureAlwaysChangesTheEntityStopsRetrying() {
        let observer = store.store(entity: Counter(id: 1, count: 0))
        var attempts = 0
        let store = self.store!
        assertReturns("update") {
            store.update(Counter.self, id: 1) { counter in
                attempts += 1
                store.store(entity: Counter(id: 1, count: 100 + attempts))
                counter.count = -1
            }
        }
        XCTAssertEqual(attempts, EntityStore.maximumUpdateAttempts)
        XCTAssertEqual(observer.value.count, -1, "the last attempt is written")
    }
}

/// An observer may cancel its own subscription from inside its callback.
final class SelfUnsubscribingObserverTests: StoreTestCase {
    func testAnObserverUnsubscribingItselfIsNotCalledAgain() {
        let observer = store.store(entity: Book(id: "b", title: "T"))
        let recorder = Recorder<String>()
        recorder.subscription = observer.observe { book in
            recorder.append(book.title)
            if book.title == "T2" { recorder.subscription?.unsubscribe() }
        }
        store.update(Book.self, id: "b") { $0.title = "T2" }
        drain()
        store.update(Book.self, id: "b") { $0.title = "T3" }
        drain()
        XCTAssertEqual(recorder.values, ["T", "T2"])
    }
}
