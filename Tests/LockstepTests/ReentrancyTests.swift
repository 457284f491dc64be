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
