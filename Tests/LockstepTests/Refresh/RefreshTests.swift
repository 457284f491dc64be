import Foundation
import XCTest
@testable import Lockstep

/// Rule 4 of Docs/Design.md: a write notifies exactly when the new value differs structurally from the stored
/// one, whatever the type's `==` says. A refresh that brings back what is stored notifies nobody; every real
/// change is heard, also where a hand-written `==` would not see it.
final class RefreshTests: StoreTestCase {
    private static let home = AliasKey<[RefreshPost]>(named: "home")

    /// Observes every post of `page`, every account and the alias; returns the recorders.
    private func observeAll(_ page: [RefreshPost], alias: EntityObserver<[RefreshPost]?>) -> (posts: [Recorder<RefreshPost>], accounts: [Recorder<RefreshAccount>], alias: Recorder<[RefreshPost]?>) {
        let posts = page.map { record(store.find(RefreshPost.self, id: $0.id)!) }
        let accounts = ["0", "1", "2"].map { record(store.find(RefreshAccount.self, id: $0)!) }
        return (posts, accounts, record(alias))
    }

    func testReStoringTheSameInstanceOfAPlainEntityNotifiesNobody() {
        let poll = RefreshPoll(id: 1, question: "Which one do you like best of all?", options: ["a", "b"], votes: 3)
        let observer = store.store(entity: poll)
        let recorder = record(observer)
        store.store(entity: poll)
        store.store(entities: [poll])
        drain()
        XCTAssertEqual(recorder.count, 0)
    }

    func testAFreshDecodeOfTheSamePageNotifiesNobody() {
        let timeline = store.store(entities: RefreshJSON.decodePage(), named: Self.home)
        let observers = store.find(named: Self.home)
        let recorders = observeAll(timeline.value, alias: observers)
        store.store(entities: RefreshJSON.decodePage(), named: Self.home)
        store.store(entities: RefreshJSON.decodePage())
        for post in RefreshJSON.decodePage() {
            store.store(entity: post)
        }
        drain()
        XCTAssertEqual(recorders.posts.map(\.count), Array(repeating: 0, count: 40))
        XCTAssertEqual(recorders.accounts.map(\.count), [0, 0, 0])
        XCTAssertEqual(recorders.alias.count, 0)
        XCTAssertEqual(record(timeline).count, 0)
    }

    func testAnUnchangedCollectionAliasNotifiesNobody() {
        let key = Self.home
        store.store(entities: RefreshJSON.decodePage(), named: Self.home)
        let recorder = record(store.find(named: key))
        store.store(entities: RefreshJSON.decodePage(), named: Self.home)
        store.update(named: key) { _ in }
        drain()
        XCTAssertEqual(recorder.count, 0)
    }

    func testARenameTheIdOnlyEqualityIgnoresReachesEveryPostOnce() {
        let timeline = store.store(entities: RefreshJSON.decodePage(), named: Self.home)
        let recorders = observeAll(timeline.value, alias: store.find(named: Self.home))
        store.store(entities: RefreshJSON.decodePage(displayName: "Ann B."), named: Self.home)
        drain()
        let renamed = timeline.value.indices.filter { Int(timeline.value[$0].id)! % 3 == 0 }
        XCTAssertEqual(renamed.count, 13)
        for index in timeline.value.indices {
            XCTAssertEqual(recorders.posts[index].count, renamed.contains(index) ? 1 : 0, "post \(index + 1)")
        }
        XCTAssertEqual(recorders.posts[renamed[0]].values.last?.account.displayName, "Ann B.")
        XCTAssertEqual(recorders.accounts.map(\.count), [1, 0, 0])
        XCTAssertEqual(recorders.alias.count, 1)
        XCTAssertEqual(store.find(RefreshAccount.self, id: "0")?.value.displayName, "Ann B.")
    }

    func testANestedValueTwoLevelsDownIsAChange() {
        let timeline = store.store(entities: RefreshJSON.decodePage(), named: Self.home)
        let recorders = observeAll(timeline.value, alias: store.find(named: Self.home))
        store.store(entities: RefreshJSON.decodePage(likes: 4), named: Self.home)
        drain()
        XCTAssertEqual(recorders.posts.map(\.count), [1] + Array(repeating: 0, count: 39))
        XCTAssertEqual(recorders.posts[0].values.map(\.stats.likes), [4])
        XCTAssertEqual(recorders.accounts.map(\.count), [0, 0, 0])
        XCTAssertEqual(recorders.alias.values.map { $0?[0].stats.likes }, [4])
    }

    func testAnOptionalChildStructurallyEqualIsNoChangeAndAVoteIs() {
        let post = store.store(entity: RefreshJSON.decodePage()[1])
        let recorder = record(post)
        store.store(entity: RefreshJSON.decodePage()[1])
        store.update(RefreshPoll.self, id: 7) { $0 = RefreshPoll(id: 7, question: $0.question, options: $0.options, votes: 5) }
        drain()
        XCTAssertEqual(recorder.values.map(\.poll?.votes), [5])
    }
    func testAFreshDecodeOfAPlainEntityNotifiesNobodyAndAVoteNotifiesOnce() throws {
        let poll = RefreshPoll(id: 1, question: "Which one do you like best of all?", options: ["first option", "second option"], votes: 3)
        let observer = store.store(entity: poll)
        let recorder = record(observer)
        let json = try JSONEncoder().encode(poll)
        store.store(entity: try JSONDecoder().decode(RefreshPoll.self, from: json))
        store.store(entity: RefreshPoll(id: 1, question: poll.question, options: poll.options, votes: 4))
        drain()
        XCTAssertEqual(recorder.values.map(\.votes), [4])
    }
}
