import Foundation
import XCTest
@testable import Lockstep

/// Concurrency (beyond `ConcurrencyStressTests`, see Docs/Hardening.md): many threads running transactions, alias writes,
/// aggregate writes, observers that call back into the store, unsubscriptions and `removeAll`. Asserts the
/// last accepted stamp wins everywhere (entity, aggregates, aliases, last delivery), no delivery after
/// `unsubscribe()` returns, and no deadlock (every thread must finish before a timeout).
/// Run under Thread Sanitizer by `.ci/run`.
final class ConcurrentTransactionTests: StoreTestCase {
    private let threads = 8
    private let iterations = 250
    private let timeout: DispatchTimeInterval = .seconds(60)

    /// Runs `body(thread)` on `threads` threads at once; fails instead of hanging when they do not all finish.
    private func runConcurrently(_ body: @escaping @Sendable (Int) -> Void) -> Bool {
        let group = DispatchGroup()
        for thread in 0..<threads {
            group.enter()
            Thread.detachNewThread {
                body(thread)
                group.leave()
            }
        }
        let finished = group.wait(timeout: .now() + timeout) == .success
        XCTAssertTrue(finished, "deadlock: not every thread finished within \(timeout)")
        return finished
    }

    func testConcurrentTransactionsAndAliasesKeepTheLastAcceptedStampEverywhere() {
        let store = self.store!
        let stamps = StampClock()
        let author = store.store(entity: Author(id: 0, name: "0"), modifiedAt: 1)
        let aggregate = store.store(entity: AuthorBooks(author: Author(id: 0, name: "0"), books: [Book(id: "shared", title: "0")]), modifiedAt: 1)
        let lastDelivered = Recorder<AuthorBooks>()
        lastDelivered.subscription = aggregate.observe { [weak lastDelivered] in lastDelivered?.append($0) }
        let aliasKey = AliasKey<Author>(named: "current")
        let listKey = AliasKey<[Book]>(named: "list")
        let iterations = self.iterations

        guard runConcurrently({ thread in
            var held: [EntityObserver<Shelf>] = []
            for step in 0..<iterations {
                store.transaction {
                    let first = stamps.next(.author)
                    store.store(entity: Author(id: 0, name: "\(Int(first))"), named: aliasKey, modifiedAt: first)
                    let second = stamps.next(.book)
                    store.store(entities: [Book(id: "shared", title: "\(Int(second))")], named: listKey, modifiedAt: second)
                    if step % 3 == 0 {
                        let third = stamps.next(.author, .book)
                        held.append(store.store(entity: Shelf(
                            id: thread, owner: Author(id: 0, name: "\(Int(third))"), featured: .book(Book(id: "shared", title: "\(Int(third))")),
                            spare: nil, items: [], maybeItems: nil, collections: [], maybeBooks: nil, highlight: nil
                        ), modifiedAt: third))
                        if held.count > 2 { held.removeFirst() }
                    }
                }
                let fourth = stamps.next(.author)
                store.update(Author.self, id: 0, modifiedAt: fourth) { $0.name = "\(Int(fourth))" }
                let fifth = stamps.next(.book)
                _ = store.update(named: listKey, modifiedAt: fifth) { books in
                    for index in books.indices { books[index].title = "\(Int(fifth))" }
                }
                // Stale on purpose: must change nothing.
                store.store(entity: Author(id: 0, name: "stale"), modifiedAt: 1)
            }
            withExtendedLifetime(held) {}
        }) else { return }
        drain()

        let authorStamps = stamps.issued.filter { $0.kind == .author }.map(\.stamp)
        let bookStamps = stamps.issued.filter { $0.kind == .book }.map(\.stamp)
        let finalName = "\(Int(authorStamps.max()!))"
        let finalTitle = "\(Int(bookStamps.max()!))"
        XCTAssertEqual(author.value.name, finalName, "the highest author stamp wins")
        XCTAssertEqual(store.find(named: aliasKey).value?.name, finalName, "the alias shows the entity's final value")
        XCTAssertEqual(aggregate.value.author.name, finalName, "the aggregate agrees with its child")
        XCTAssertEqual(aggregate.value.books.first?.title, finalTitle, "the highest book stamp wins")
        XCTAssertEqual(store.find(named: listKey).value?.map(\.title), [finalTitle])
        XCTAssertEqual(lastDelivered.values.last, aggregate.value, "the final value is delivered last")
    }

    func testNoDeliveryAfterUnsubscribeAndNoDeadlockWithReentrantObserversAndRemoveAll() {
        let store = self.store!
        let violations = Recorder<String>()
        let aliasKey = AliasKey<Author>(named: "watched")
        let iterations = self.iterations
        // An observer that calls back into the store on every delivery.
        let keeper = store.store(entity: Author(id: 99, name: "keeper"))
        let reentrant = keeper.observe { author in
            _ = store.find(Author.self, id: 0)?.value
            _ = store.find(named: aliasKey).observe { _ in }
            _ = author
        }

        guard runConcurrently({ thread in
            for step in 0..<iterations {
                switch (thread + step) % 4 {
                case 0:
                    store.transaction {
                        store.store(entity: Author(id: 0, name: "\(step)"), named: aliasKey)
                        store.update(Author.self, id: 99) { $0.name = "\(thread)-\(step)" }
                    }
                case 1:
                    // Subscribe to an alias and to an aggregate, then unsubscribe: nothing may arrive after.
                    let flag = UnsubscribedFlag()
                    let alias = store.find(named: aliasKey).observe { _ in if flag.isSet { violations.append("alias \(thread)-\(step)") } }
                    let aggregate = store.store(entity: AuthorBooks(author: Author(id: 0, name: "\(step)"), books: []))
                    let subscription = aggregate.observe { _ in if flag.isSet { violations.append("aggregate \(thread)-\(step)") } }
                    store.update(Author.self, id: 0) { $0.name += "!" }
                    alias.unsubscribe()
                    subscription.unsubscribe()
                    flag.set()
                    store.update(Author.self, id: 0) { $0.name += "?" }
                case 2:
                    _ = store.update(named: aliasKey) { $0.name = "named \(step)" }
                    if step % 50 == 0 { store.removeAllAlias() }
                default:
                    if step % 100 == 3 { store.removeAll() }
                    _ = store.find(Author.self, id: 0)
                }
            }
        }) else { return }
        drain()
        XCTAssertEqual(violations.values, [], "deliveries after unsubscribe() returned")
        withExtendedLifetime(reentrant) {}
    }
}

/// Hands out unique, increasing stamps and remembers what each was for.
private final class StampClock: @unchecked Sendable {
    enum Kind { case author, book }
    private let lock = NSLock()
    private var last: Double = 1
    private(set) var log: [(kind: Kind, stamp: Double)] = []

    /// A new stamp, for a write of the given kinds of entity.
    func next(_ kinds: Kind...) -> Double {
        lock.withLock {
            last += 1
            for kind in kinds { log.append((kind, last)) }
            return last
        }
    }

    var issued: [(kind: Kind, stamp: Double)] { lock.withLock { log } }
}

private final class UnsubscribedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
