import Foundation
import XCTest
@testable import Lockstep

/// Rule 11 of Docs/Design.md: an immutable `final class` is kept in sync by building new instances through its
/// initializer; the instances the app holds never change.
final class ImmutableClassTests: StoreTestCase {
    private var statuses: [EntityObserver<ClassStatus>] = []
    private var notifications: [EntityObserver<ClassNotification>] = []

    private func storeTimeline() -> (statuses: [Recorder<ClassStatus>], notifications: [Recorder<ClassNotification>]) {
        statuses = ClassJSON.decode([ClassStatus].self, ClassJSON.statuses()).map { store.store(entity: $0) }
        notifications = ClassJSON.decode([ClassNotification].self, ClassJSON.notifications()).map { store.store(entity: $0) }
        return (statuses.map { record($0) }, notifications.map { record($0) })
    }

    func testARenamedAccountReachesEveryStatusAndNotificationOnce() {
        let recorders = storeTimeline()
        let held = statuses[0].value
        store.store(entity: ClassAccount(id: "1", username: "user1", displayName: "Ann B."))
        drain()
        XCTAssertEqual(statuses.map(\.value.account.displayName), ["Ann B.", "Bob", "Ann B."])
        XCTAssertEqual(statuses[1].value.reblog?.account.displayName, "Ann B.")
        XCTAssertEqual(store.find(ClassStatus.self, id: "12")?.value.account.displayName, "Ann B.")
        XCTAssertEqual(notifications[0].value.others.map(\.displayName), ["Ann B."])
        XCTAssertEqual(notifications[0].value.status?.account.displayName, "Ann B.")
        XCTAssertEqual(notifications[1].value.account.displayName, "Ann B.")
        XCTAssertEqual(recorders.statuses.map(\.count), [1, 1, 1])
        XCTAssertEqual(recorders.notifications.map(\.count), [1, 1])
        // The instance the app held is untouched; the store shows a new one.
        XCTAssertEqual(held.account.displayName, "Ann")
        XCTAssertFalse(held === statuses[0].value)
    }

    func testANewerStatusHoldingTheRenamedAccountReachesEveryCopyOnce() {
        let recorders = storeTimeline()
        let newer = ClassStatus(
            id: "13", account: ClassAccount(id: "1", username: "user1", displayName: "Ann C."), content: "fourth, edited", reblog: nil
        )
        store.store(entity: newer)
        drain()
        XCTAssertEqual(statuses.map(\.value.account.displayName), ["Ann C.", "Bob", "Ann C."])
        XCTAssertEqual(statuses[2].value.content, "fourth, edited")
        XCTAssertEqual(notifications.map(\.value.status?.account.displayName), ["Ann C.", nil])
        XCTAssertEqual(recorders.statuses.map(\.count), [1, 1, 1])
        XCTAssertEqual(recorders.notifications.map(\.count), [1, 1])
        XCTAssertEqual(newer.account.displayName, "Ann C.")
    }

    func testARefreshOfTheSameJSONNotifiesNobody() {
        let recorders = storeTimeline()
        store.store(entities: ClassJSON.decode([ClassStatus].self, ClassJSON.statuses()))
        store.store(entities: ClassJSON.decode([ClassNotification].self, ClassJSON.notifications()))
        drain()
        XCTAssertEqual(recorders.statuses.map(\.count), [0, 0, 0])
        XCTAssertEqual(recorders.notifications.map(\.count), [0, 0])
    }

    func testRemovingAnAccountHeldInAListRebuildsTheNotificationWithoutIt() {
        let recorders = storeTimeline()
        store.store(entity: ClassAccount(id: "3", username: "user3", displayName: "Cy"))
        store.update(ClassNotification.self, id: "n1") { _ in }
        XCTAssertTrue(store.remove(ClassAccount.self, id: "1"))
        drain()
        XCTAssertEqual(notifications[0].value.others.map(\.id), [])
        XCTAssertTrue(notifications[1].isRemoved, "a notification cannot exist without its account")
        XCTAssertEqual(recorders.notifications[0].count, 1)
    }

    func testConcurrentRenamesAndReadsEndOnTheLastRenameEverywhere() {
        _ = storeTimeline()
        let (store, threads, rounds) = (self.store!, 4, 100)
        guard runConcurrently(threads: threads, { thread in
            for round in 0..<rounds {
                if thread == 0 {
                    store.store(entity: ClassAccount(id: "1", username: "user1", displayName: "Ann \(round)"))
                } else {
                    let status = store.find(ClassStatus.self, id: "13")?.value
                    XCTAssertEqual(status?.account.id, "1")
                    _ = store.find(ClassNotification.self, id: "n2")?.value.account.displayName
                }
            }
        }) else { return }
        drain()
        let last = "Ann \(rounds - 1)"
        XCTAssertEqual(statuses.map(\.value.account.displayName), [last, "Bob", last])
        XCTAssertEqual(notifications.map(\.value.account.displayName), ["Bob", last])
        XCTAssertEqual(notifications[0].value.status?.account.displayName, last)
    }
}
