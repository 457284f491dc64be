import XCTest
@testable import Lockstep

/// Memory: storing and releasing 100,000 entities keeps every internal table proportional to what is
/// alive (rule 8 of Docs/Design.md: released entries are pruned). Counts entries directly, dead ones included.
final class MemoryBoundsTests: StoreTestCase {
    private let rounds = 10
    private let perRound = 10_000
    /// Entities kept alive throughout (a rolling window), so pruning must keep them and drop the rest.
    private let liveCount = 200

    func testStoringAndReleasing100000EntitiesKeepsTheTableBounded() {
        var live: [EntityObserver<Book>] = []
        var counts: [Int] = []
        for round in 0..<rounds {
            for index in 0..<perRound {
                let observer = store.store(entity: Book(id: "\(round)-\(index)", title: "T"))
                if index % 50 == 0 {
                    live.append(observer)
                    if live.count > liveCount { live.removeFirst() }
                }
            }
            counts.append(store.lock.withLock { $0.table(for: Book.self).entryCount })
        }
        print("MemoryBoundsTests: book entries per round: \(counts)")
        XCTAssertLessThanOrEqual(counts.max()!, 8 * liveCount, "entries per round: \(counts)")
        for observer in live {
            XCTAssertEqual(store.find(Book.self, id: observer.value.id)?.value, observer.value, "live entries survive pruning")
        }
    }

    func testStoringAndReleasing100000AggregatesKeepsTablesAndParentLinksBounded() {
        let author = store.store(entity: Author(id: 0, name: "shared"))
        var live: [EntityObserver<AuthorBooks>] = []
        var counts: [(aggregates: Int, books: Int, parents: Int)] = []
        let perRound = 2_500   // 25,000 aggregates, 75,000 entities: keeps the debug test under a second or two
        for round in 0..<rounds {
            for index in 0..<perRound {
                // AuthorBooks' id is its author's id: a distinct author per aggregate, each holding the shared
                // book "shared" and its own book.
                let id = round * perRound + index + 1
                let aggregate = store.store(entity: AuthorBooks(author: Author(id: id, name: "a"), books: [Book(id: "shared", title: "s"), Book(id: "\(id)", title: "b")]))
                if index % 50 == 0 {
                    live.append(aggregate)
                    if live.count > liveCount { live.removeFirst() }
                }
            }
            counts.append(store.lock.withLock { state in
                (state.table(for: AuthorBooks.self).entryCount, state.table(for: Book.self).entryCount,
                 state.node(Book.self, id: "shared")?.parents?.count ?? 0)
            })
        }
        print("MemoryBoundsTests: (aggregates, books, parent links) per round: \(counts)")
        for (round, count) in counts.enumerated() {
            XCTAssertLessThanOrEqual(count.aggregates, 8 * liveCount, "round \(round): \(count)")
            XCTAssertLessThanOrEqual(count.books, 8 * liveCount, "round \(round): \(count)")
            XCTAssertLessThanOrEqual(count.parents, 8 * liveCount, "round \(round): links of the shared book to released parents must be dropped: \(count)")
        }
        // The shared book still reaches every live parent.
        store.update(Book.self, id: "shared") { $0.title = "changed" }
        XCTAssertTrue(live.allSatisfy { $0.value.books[0].title == "changed" })
        withExtendedLifetime(author) {}
    }

    func testBatchStoresPruneReleasedEntitiesToo() {
        var counts: [Int] = []
        for round in 0..<rounds {
            let batch = (0..<perRound).map { Book(id: "\(round)-\($0)", title: "T") }
            _ = store.store(entities: batch)   // released at once: nothing holds it
            counts.append(store.lock.withLock { $0.table(for: Book.self).entryCount })
        }
        XCTAssertLessThanOrEqual(counts.max()!, 2 * perRound, "entries per round: \(counts)")
    }

    func testRemovedAliasKeysDoNotPileUp() {
        for index in 0..<20_000 {
            let key = AliasKey<Book>(named: "alias-\(index)")
            store.store(entity: Book(id: "\(index)", title: "T"), named: key)
            store.removeAlias(named: key)
        }
        let observed = store.find(named: AliasKey<Book>(named: "observed"))
        store.store(entity: Book(id: "o", title: "O"), named: AliasKey(named: "observed"))
        store.removeAlias(named: AliasKey<Book>(named: "observed"))
        for index in 0..<20_000 {
            store.find(named: AliasKey<Book>(named: "found-\(index)")).value.map { _ in XCTFail("empty") }
        }
        let count = store.lock.withLock { $0.aliases.count }
        XCTAssertLessThanOrEqual(count, 4_096, "40,000 keys used, none still designating or observed but one")
        store.store(entity: Book(id: "o", title: "again"), named: AliasKey(named: "observed"))
        XCTAssertEqual(observed.value?.title, "again", "an observed alias is kept, and follows the next store")
    }
}
