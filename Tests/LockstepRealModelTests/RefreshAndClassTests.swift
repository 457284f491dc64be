import Dispatch
import Foundation
import Lockstep
import XCTest

/// A refresh that returns the same JSON notifies nobody; the same API as immutable classes stays in sync by
/// rebuilding instances, never by writing into one.
final class RefreshAndClassTests: XCTestCase {
    private let queue = DispatchQueue(label: "lockstep.real-model-tests.refresh")
    private lazy var store = EntityStore(queue: queue)

    private func drain() {
        queue.sync {}
    }

    private func decode<T: Decodable>(_ type: T.Type, from name: String) throws -> T {
        let url = try XCTUnwrap(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "JSON"))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(type, from: Data(contentsOf: url))
    }

    /// Counts what `observer` hears after its first value (which `drain` lets in).
    private final class Count: @unchecked Sendable {
        private let lock = NSLock()
        private var heard = -1
        private var subscription: Subscription?

        init<T>(_ observer: EntityObserver<T>) {
            subscription = observer.observe { [unowned self] _ in
                lock.lock()
                heard += 1
                lock.unlock()
            }
        }

        var value: Int {
            lock.lock()
            defer { lock.unlock() }
            return heard
        }

        deinit {
            subscription?.unsubscribe()
        }
    }

    func testRefreshingTheTimelineWithTheSameJSONNotifiesNobody() throws {
        let key = AliasKey<[Mastodon.Status]>(named: "home")
        let statuses = try decode([Mastodon.Status].self, from: "timeline")
        let notifications = try decode([Mastodon.Notification].self, from: "notifications")
        let list = Count(store.store(entities: statuses, named: key))
        let timeline = Count(store.store(entity: Timeline(id: "home", items: statuses.map(TimelineItem.status) + notifications.map(TimelineItem.notification))))
        let each = try ["110", "111", "112"].map { Count(try XCTUnwrap(store.find(Mastodon.Status.self, id: $0))) }
        let ann = Count(try XCTUnwrap(store.find(Mastodon.Account.self, id: "1")))
        drain()

        let fresh = try decode([Mastodon.Status].self, from: "timeline")
        _ = store.store(entities: fresh, named: key)
        _ = store.store(entity: Timeline(id: "home", items: fresh.map(TimelineItem.status) + (try decode([Mastodon.Notification].self, from: "notifications")).map(TimelineItem.notification)))
        drain()
        XCTAssertEqual([list.value, timeline.value, ann.value] + each.map(\.value), [0, 0, 0, 0, 0, 0])

        // A like the id-only `==` cannot see (on 112, which nothing else in the page repeats): the status, the list
        // and the timeline hear it once.
        let liked = try decode([Mastodon.Status].self, from: "timeline").map { status in
            var status = status
            if status.id == "112" { status.favouritesCount += 1 }
            return status
        }
        _ = store.store(entities: liked, named: key)
        drain()
        XCTAssertEqual([list.value, timeline.value, ann.value] + each.map(\.value), [1, 1, 0, 0, 0, 1])
    }

    func testAFreshDecodeOfTheSameClassesNotifiesNobody() throws {
        let statuses = try decode([MastodonClient.Status].self, from: "timeline")
        let counts = statuses.map { Count(store.store(entity: $0)) }
        drain()
        for status in try decode([MastodonClient.Status].self, from: "timeline") { _ = store.store(entity: status) }
        for status in statuses { _ = store.store(entity: status) }
        drain()
        XCTAssertEqual(counts.map(\.value), [0, 0, 0])
    }

    func testARenamedAccountReachesEveryClassStatusAndNotificationOnce() throws {
        let statuses = try decode([MastodonClient.Status].self, from: "timeline")
        let notifications = try decode([MastodonClient.Notification].self, from: "notifications")
        let statusCounts = statuses.map { Count(store.store(entity: $0)) }
        let notificationCounts = notifications.map { Count(store.store(entity: $0)) }
        drain()

        let ann = try XCTUnwrap(store.find(MastodonClient.Account.self, id: "1")?.value)
        _ = store.store(entity: MastodonClient.Account(id: "1", username: ann.username, displayName: "Ann Lee", followersCount: ann.followersCount))
        drain()

        // 110 is Ann's, 111 reblogs it, 112 is Carl's; the notifications are about 110.
        XCTAssertEqual(statusCounts.map(\.value), [1, 1, 0])
        XCTAssertEqual(notificationCounts.map(\.value), notifications.map { _ in 1 })
        XCTAssertEqual(store.find(MastodonClient.Status.self, id: "110")?.value.account.displayName, "Ann Lee")
        XCTAssertEqual(store.find(MastodonClient.Status.self, id: "111")?.value.reblog?.account.displayName, "Ann Lee")
        XCTAssertEqual(store.find(MastodonClient.Notification.self, id: notifications[0].id)?.value.status?.account.displayName, "Ann Lee")
        XCTAssertEqual(store.find(MastodonClient.Status.self, id: "110")?.value.poll?.votesCount, 7, "the other properties are carried over")
        XCTAssertEqual(statuses[0].account.displayName, "Ann", "the instances the app holds never change")
        XCTAssertEqual(statuses[1].reblog?.account.displayName, "Ann")
        XCTAssertFalse(store.find(MastodonClient.Status.self, id: "110")?.value === statuses[0])
    }
}
