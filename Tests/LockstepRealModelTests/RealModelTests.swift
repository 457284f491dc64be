import Dispatch
import Foundation
import Lockstep
import XCTest

/// API-style models decoded from JSON, kept in sync by code the plugin generated from their annotations alone.
final class RealModelTests: XCTestCase {
    /// Tests have no main run loop: the store delivers on its own queue.
    private let store = EntityStore(queue: DispatchQueue(label: "lockstep.real-model-tests"))

    private func decode<T: Decodable>(_ type: T.Type, from name: String) throws -> T {
        let url = try XCTUnwrap(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "JSON"))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(type, from: Data(contentsOf: url))
    }

    private func loadEverything() throws -> (timeline: EntityObserver<Timeline>, statuses: EntityObserver<[Mastodon.Status]>, search: EntityObserver<SearchResults?>) {
        let statuses = try decode([Mastodon.Status].self, from: "timeline")
        let notifications = try decode([Mastodon.Notification].self, from: "notifications")
        let results = try decode(SearchResults.self, from: "search")
        let items = statuses.map(TimelineItem.status) + notifications.map(TimelineItem.notification) + [.gap(since: "109")]
        return (store.store(entity: Timeline(id: "home", items: items)), store.store(entities: statuses), store.store(results, named: .search))
    }

    /// Every status in `timeline`, including reblogged ones, with the notifications' statuses.
    private func everyStatus(in timeline: Timeline) -> [Mastodon.Status] {
        timeline.items.flatMap { item -> [Mastodon.Status] in
            switch item {
            case .status(let status):
                guard case .status(let reblogged)? = status.reblog else { return [status] }
                return [status, reblogged]
            case .notification(let notification): return [notification.status]
            case .gap: return []
            }
        }
    }

    func testDecodedModelsAreStoredAsEntities() throws {
        let loaded = try loadEverything()
        XCTAssertEqual(loaded.statuses.value.map(\.id), ["110", "111", "112"])
        XCTAssertEqual(store.find(Mastodon.Account.self, id: "1")?.value.displayName, "Ann")
        XCTAssertEqual(store.find(Mastodon.Attachment.self, id: "m1")?.value.description, "a screenshot")
        XCTAssertEqual(store.find(Mastodon.Poll.self, id: "p1")?.value.votesCount, 7)
        XCTAssertEqual(store.find(Mastodon.Account.self, id: "4")?.value.username, "dee", "an account only the search found")
        XCTAssertNil(store.find(Mastodon.Visibility.self, id: "public"), "an enum without payloads is a value")
        XCTAssertEqual(loaded.timeline.value.items.last, .gap(since: "109"))
    }

    func testAnAccountUpdateReachesEveryCopy() throws {
        let loaded = try loadEverything()
        XCTAssertTrue(store.update(Mastodon.Account.self, id: "1") { $0.displayName = "Ann Lee" })

        let timeline = loaded.timeline.value
        let annStatuses = everyStatus(in: timeline).filter { $0.account.id == "1" }
        XCTAssertEqual(annStatuses.count, 3, "the status, its reblogged copy and the notification's")
        XCTAssertEqual(annStatuses.map(\.account.displayName), ["Ann Lee", "Ann Lee", "Ann Lee"])
        guard case .status(let reblogged)? = loaded.statuses.value[1].reblog else { return XCTFail("no reblog") }
        XCTAssertEqual(reblogged.account.displayName, "Ann Lee")
        XCTAssertEqual(loaded.statuses.value[0].account.displayName, "Ann Lee")
        XCTAssertEqual(loaded.search.value?.accounts.first?.displayName, "Ann Lee")
        XCTAssertEqual(loaded.search.value?.statuses.first?.account.displayName, "Ann Lee")
        XCTAssertEqual(store.find(named: .search).value?.accounts.map(\.displayName), ["Ann Lee", "Dee"])
    }

    func testALikeCountUpdateWithAnIdOnlyEqualityIsStoredEverywhereAndNotified() throws {
        let loaded = try loadEverything()
        let notified = expectation(description: "the timeline observer sees the new like count")
        let subscription = loaded.timeline.observe { timeline in
            if timeline.items.first?.status?.favouritesCount == 4 { notified.fulfill() }
        }
        // The id-only `==` calls old and new equal: the store must not take that for "nothing changed".
        XCTAssertTrue(store.update(Mastodon.Status.self, id: "110") { $0.favouritesCount += 1; $0.favourited = true })
        wait(for: [notified], timeout: 5)
        subscription.unsubscribe()

        let copies = everyStatus(in: loaded.timeline.value).filter { $0.id == "110" }
        XCTAssertEqual(copies.count, 3)
        XCTAssertEqual(copies.map(\.favouritesCount), [4, 4, 4])
        XCTAssertEqual(copies.map(\.favourited), [true, true, true])
        guard case .status(let reblogged)? = loaded.statuses.value[1].reblog else { return XCTFail("no reblog") }
        XCTAssertEqual(reblogged.favouritesCount, 4)
        XCTAssertEqual(loaded.search.value?.statuses.first?.favouritesCount, 4)
        guard case .notification(let notification) = loaded.timeline.value.items[3] else { return XCTFail("no notification") }
        XCTAssertEqual(notification.status.favouritesCount, 4, "through the notification's property wrapper")
    }

    func testPollAndMediaUpdatesReachTheStatusesLets() throws {
        let loaded = try loadEverything()
        let poll = try XCTUnwrap(store.find(Mastodon.Poll.self, id: "p1")?.value)
        store.store(entity: Mastodon.Poll(id: "p1", expired: true, votesCount: 8, options: poll.options))
        store.store(entity: Mastodon.Attachment(id: "m1", type: .image, url: "https://example.org/m1.png", description: "alt text"))

        XCTAssertEqual(loaded.statuses.value[0].poll?.votesCount, 8)
        XCTAssertEqual(loaded.statuses.value[0].mediaAttachments.first?.description, "alt text")
        guard case .status(let reblogged)? = loaded.statuses.value[1].reblog else { return XCTFail("no reblog") }
        XCTAssertEqual(reblogged.poll?.expired, true)
    }

    func testTheTimelineEnumsAccessorsAreGenerated() throws {
        let statuses = try decode([Mastodon.Status].self, from: "timeline")
        var item = TimelineItem.status(statuses[0])
        XCTAssertEqual(item.status?.id, "110")
        XCTAssertNil(item.notification)
        XCTAssertNil(item.gap)
        item.gap = "never"
        XCTAssertEqual(item, .status(statuses[0]), "an accessor never switches the case")
        XCTAssertEqual(item.id, "status-110")
    }

    func testASendableClassIsNotWrittenInto() throws {
        let statuses = try decode([Mastodon.Status].self, from: "timeline")
        let cache = TimelineCache(id: "home", latest: statuses[0])
        let observer = store.store(entity: cache)
        _ = store.store(entities: statuses)
        store.update(Mastodon.Status.self, id: "110") { $0.favouritesCount = 99 }
        XCTAssertEqual(observer.value.latest?.favouritesCount, 3, "a shared instance keeps its own copy")
        XCTAssertTrue(cache.nestedEntitiesKeyPaths.isEmpty)
    }

    func testIdOnlyModelsAreComparedPropertyByProperty() throws {
        let ann = try XCTUnwrap(decode([Mastodon.Status].self, from: "timeline").first?.account)
        var renamed = ann
        renamed.displayName = "Ann Lee"
        XCTAssertEqual(ann, renamed, "the hand-written == compares ids")
        XCTAssertFalse(Mastodon.Account.isStructurallyEqual(ann, renamed))
        XCTAssertFalse(Timeline(id: "t", items: []) as Any is any StructurallyEquatable, "its == is not what the store uses")
    }
}
