import Dispatch
import Foundation
import Lockstep
import LockstepTestObservers
import XCTest

/// Rule 4 through generated comparisons: a refresh that brings back the same data notifies nobody, every real
/// change notifies each observer exactly once, whatever the models' own `==` says; and rule 11: immutable
/// classes are rebuilt, never written into.
final class RefreshTests: XCTestCase {
    private let queue = DispatchQueue(label: "lockstep.plugin.refresh")
    private lazy var store = EntityStore(queue: queue)

    /// Waits until every notification queued so far was delivered.
    private func drain() {
        queue.sync {}
    }

    // MARK: - JSON, as an API returns it

    /// A page of 40 posts by 5 writers.
    private func pageJSON(bio: (Int) -> String = { _ in "hi" }, uses: (Int) -> Int = { _ in 1 }) -> Data {
        let posts = (0..<40).map { post in
            let writer = post % 5
            return """
                {"id": \(post), "author": {"id": \(writer), "name": "W\(writer)", "bio": "\(bio(writer))"}, "text": "post \(post)",
                 "stats": {"likes": \(post), "history": {"day": 1, "uses": \(uses(post))}}}
                """
        }
        return Data("{\"id\": \"home\", \"posts\": [\(posts.joined(separator: ","))]}".utf8)
    }

    private func decodePage(_ data: Data) throws -> Page {
        try JSONDecoder().decode(Page.self, from: data)
    }

    private func account(_ id: String, _ displayName: String) -> String {
        "{\"id\": \"\(id)\", \"username\": \"\(id)\", \"displayName\": \"\(displayName)\"}"
    }

    private func status(_ id: String, by account: String, reblog: String = "null", card: String = "null") -> String {
        "{\"id\": \"\(id)\", \"account\": \(account), \"content\": \"<p>\(id)</p>\", \"reblog\": \(reblog), \"stats\": {\"likes\": 2, \"history\": {\"day\": 1, \"uses\": 3}}, \"card\": \(card)}"
    }

    /// s1 by Ann, s2 by Bob reblogging s1, s3 by Ann with a card; n1 (Bob, about s1) and n2 (Ann, no status).
    private func decodeClasses(ann: String = "Ann") throws -> (statuses: [SocialStatus], notifications: [SocialNotification]) {
        let (a1, a2) = (account("a1", ann), account("a2", "Bob"))
        let s1 = status("s1", by: a1)
        let card = "{\"link\": {\"url\": \"https://example.org\", \"title\": \"Example\"}}"
        let statuses = "[\(s1), \(status("s2", by: a2, reblog: s1)), \(status("s3", by: a1, card: card))]"
        let notifications = "[{\"id\": \"n1\", \"account\": \(a2), \"status\": \(s1)}, {\"id\": \"n2\", \"account\": \(a1), \"status\": null}]"
        let decoder = JSONDecoder()
        return (try decoder.decode([SocialStatus].self, from: Data(statuses.utf8)),
                try decoder.decode([SocialNotification].self, from: Data(notifications.utf8)))
    }

    /// Stores the classes, and counts what every status, notification and account observer hears from then on.
    private func storeClasses(ann: String = "Ann") throws -> [String: NotificationCounter] {
        let decoded = try decodeClasses(ann: ann)
        // The counters' subscriptions keep the entities in the store.
        var counters: [String: NotificationCounter] = [:]
        for status in decoded.statuses { counters[status.id] = NotificationCounter(store.store(entity: status)) }
        for notification in decoded.notifications { counters[notification.id] = NotificationCounter(store.store(entity: notification)) }
        for id in ["a1", "a2"] { counters[id] = NotificationCounter(try XCTUnwrap(store.find(SocialAccount.self, id: id))) }
        drain()
        return counters
    }

    private func counts(_ counters: [String: NotificationCounter]) -> [String: Int] {
        counters.mapValues(\.count)
    }

    // MARK: - Nothing changed: nobody hears

    func testReStoringTheSameInstancesNotifiesNobody() throws {
        let decoded = try decodeClasses()
        let counters = try storeClasses()
        for status in decoded.statuses { _ = store.store(entity: status) }
        for notification in decoded.notifications { _ = store.store(entity: notification) }
        for status in decoded.statuses { _ = store.store(entity: status) }
        drain()
        XCTAssertEqual(counts(counters), ["s1": 0, "s2": 0, "s3": 0, "n1": 0, "n2": 0, "a1": 0, "a2": 0])
    }

    func testAFreshDecodeOfTheSameClassesNotifiesNobody() throws {
        let counters = try storeClasses()
        let fresh = try decodeClasses()
        for status in fresh.statuses { _ = store.store(entity: status) }
        for notification in fresh.notifications { _ = store.store(entity: notification) }
        drain()
        XCTAssertEqual(counts(counters), ["s1": 0, "s2": 0, "s3": 0, "n1": 0, "n2": 0, "a1": 0, "a2": 0])
    }

    func testAFreshDecodeOfTheSamePostsNotifiesNobody() throws {
        let posts = try decodePage(pageJSON()).posts
        let list = NotificationCounter(store.store(entities: posts))
        let each = try posts.map { NotificationCounter(try XCTUnwrap(store.find(Post.self, id: $0.id))) }
        let writers = try (0..<5).map { NotificationCounter(try XCTUnwrap(store.find(Writer.self, id: $0))) }
        drain()

        _ = store.store(entities: try decodePage(pageJSON()).posts)
        drain()
        XCTAssertEqual(list.count, 0)
        XCTAssertEqual(each.map(\.count), Array(repeating: 0, count: 40))
        XCTAssertEqual(writers.map(\.count), [0, 0, 0, 0, 0])
    }

    func testAnUnchangedPageOfAggregatesNotifiesNobody() throws {
        let page = NotificationCounter(store.store(entity: try decodePage(pageJSON())))
        let post = NotificationCounter(try XCTUnwrap(store.find(Post.self, id: 7)))
        drain()
        _ = store.store(entity: try decodePage(pageJSON()))
        drain()
        XCTAssertEqual(page.count, 0)
        XCTAssertEqual(post.count, 0)
    }

    func testAnUnchangedCollectionAliasNotifiesNobody() throws {
        let key = AliasKey<[Post]>(named: "home")
        _ = store.store(entities: try decodePage(pageJSON()).posts, named: key)
        let alias = NotificationCounter(store.find(named: key))
        drain()
        _ = store.store(entities: try decodePage(pageJSON()).posts, named: key)
        drain()
        XCTAssertEqual(alias.count, 0)
    }

    // MARK: - Every real change: heard once

    func testAFieldTheHandWrittenEqualityIgnoresNotifiesEveryHolderOnce() throws {
        let key = AliasKey<[Post]>(named: "home")
        _ = store.store(entities: try decodePage(pageJSON()).posts, named: key)
        let alias = NotificationCounter(store.find(named: key))
        let each = try (0..<40).map { NotificationCounter(try XCTUnwrap(store.find(Post.self, id: $0))) }
        let writer = NotificationCounter(try XCTUnwrap(store.find(Writer.self, id: 2)))
        drain()

        // Writer 2's bio changes; its `==` compares ids.
        _ = store.store(entities: try decodePage(pageJSON(bio: { $0 == 2 ? "new bio" : "hi" })).posts, named: key)
        drain()
        XCTAssertEqual(writer.count, 1)
        XCTAssertEqual(each.map(\.count), (0..<40).map { $0 % 5 == 2 ? 1 : 0 })
        XCTAssertEqual(alias.count, 1)
        XCTAssertEqual(store.find(Post.self, id: 7)?.value.author.bio, "new bio")
    }

    func testANestedValueTwoLevelsDownNotifiesOnce() throws {
        let page = NotificationCounter(store.store(entity: try decodePage(pageJSON())))
        let each = try (0..<40).map { NotificationCounter(try XCTUnwrap(store.find(Post.self, id: $0))) }
        drain()

        _ = store.store(entity: try decodePage(pageJSON(uses: { $0 == 7 ? 4 : 1 })))
        drain()
        XCTAssertEqual(page.count, 1)
        XCTAssertEqual(each.map(\.count), (0..<40).map { $0 == 7 ? 1 : 0 })
        XCTAssertEqual(store.find(Post.self, id: 7)?.value.stats.history.uses, 4)
    }

    // MARK: - Immutable classes: rebuilt, never written into

    func testARenamedAccountStoredAloneReachesEveryStatusAndNotificationOnce() throws {
        let counters = try storeClasses()
        let held = try XCTUnwrap(store.find(SocialStatus.self, id: "s1")?.value)
        let heldReblog = try XCTUnwrap(store.find(SocialStatus.self, id: "s2")?.value)

        _ = store.store(entity: SocialAccount(id: "a1", username: "a1", displayName: "Ann Lee"))
        drain()
        XCTAssertEqual(counts(counters), ["s1": 1, "s2": 1, "s3": 1, "n1": 1, "n2": 1, "a1": 1, "a2": 0])
        XCTAssertEqual(store.find(SocialStatus.self, id: "s1")?.value.account.displayName, "Ann Lee")
        XCTAssertEqual(store.find(SocialStatus.self, id: "s2")?.value.reblog?.account.displayName, "Ann Lee")
        XCTAssertEqual(store.find(SocialStatus.self, id: "s3")?.value.account.displayName, "Ann Lee")
        XCTAssertEqual(store.find(SocialNotification.self, id: "n1")?.value.status?.account.displayName, "Ann Lee")
        XCTAssertEqual(store.find(SocialNotification.self, id: "n2")?.value.account.displayName, "Ann Lee")
        // What the app held is untouched: new instances were built.
        XCTAssertEqual(held.account.displayName, "Ann")
        XCTAssertEqual(heldReblog.reblog?.account.displayName, "Ann")
        XCTAssertFalse(store.find(SocialStatus.self, id: "s1")?.value === held)
        XCTAssertEqual(store.find(SocialStatus.self, id: "s3")?.value.content, "<p>s3</p>", "the other properties are carried over")
        guard case .link(_, let title)? = store.find(SocialStatus.self, id: "s3")?.value.card else { return XCTFail("the card is lost") }
        XCTAssertEqual(title, "Example")
    }

    func testANewerStatusHoldingARenamedAccountReachesEveryOtherHolderOnce() throws {
        let counters = try storeClasses()
        let held = try XCTUnwrap(store.find(SocialNotification.self, id: "n1")?.value)

        let newer = try decodeClasses(ann: "Ann Lee").statuses[2]
        _ = store.store(entity: newer)
        drain()
        XCTAssertEqual(counts(counters), ["s1": 1, "s2": 1, "s3": 1, "n1": 1, "n2": 1, "a1": 1, "a2": 0])
        XCTAssertEqual(store.find(SocialAccount.self, id: "a1")?.value.displayName, "Ann Lee")
        XCTAssertEqual(store.find(SocialNotification.self, id: "n1")?.value.status?.account.displayName, "Ann Lee")
        XCTAssertEqual(held.status?.account.displayName, "Ann")
    }

    func testAnUnchangedAccountStoredAgainNotifiesNobody() throws {
        let counters = try storeClasses()
        _ = store.store(entity: SocialAccount(id: "a1", username: "a1", displayName: "Ann"))
        drain()
        XCTAssertEqual(counts(counters), ["s1": 0, "s2": 0, "s3": 0, "n1": 0, "n2": 0, "a1": 0, "a2": 0])
    }
}
