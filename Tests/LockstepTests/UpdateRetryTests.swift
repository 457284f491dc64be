import XCTest
@testable import Lockstep

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
