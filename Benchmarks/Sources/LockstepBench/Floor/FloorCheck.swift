import Foundation
import Lockstep

/// `lockstep-bench --check-floor`: runs the same writes against Lockstep and both floors (inline, and queued on
/// the main queue as Lockstep's store is) and compares what each side then shows, how many notifications it
/// delivered and the values its observers received, so that the floors' leanness never comes from skipping
/// semantics (stamps, stale children, equal writes, fan-out, chains, re-stored aggregates, removal, one delivery
/// per write with the value that write left, even when several writes come before the queue runs).
enum FloorCheck {
    /// The hidden command-line flag that runs the check.
    static let flag = "--check-floor"

    /// Prints the transcripts side by side, marking differences; returns the exit status (0 when they match).
    static func run() -> Int32 {
        let expected = lockstep() + listLockstep()
        var matches = true
        let floors = [
            ("inline", floor(queue: nil) + listFloor(queue: nil)),
            ("queued", { let queue = Host.main.makeQueue(); return floor(queue: queue) + listFloor(queue: queue) }()),
        ]
        for (name, actual) in floors {
            for (lockstep, floor) in zip(expected, actual) {
                print("\(lockstep == floor ? "  " : "≠ ")lockstep: \(lockstep)   \(name) floor: \(floor)")
            }
            let same = expected == actual
            print("floor check (\(name)): \(expected.count) observations, \(same ? "all match" : "MISMATCH")")
            matches = matches && same
        }
        return matches ? 0 : 1
    }

    /// The author every aggregate of the scenarios holds.
    private static let author = BenchAuthor(id: 1, name: "Author", version: 0)

    /// A book of one page.
    private static func book(_ id: Int, _ title: String) -> BenchBook {
        BenchBook(id: id, title: title, pages: 1)
    }

    /// What Lockstep shows after each step.
    private static func lockstep() -> [String] {
        let session = Host.main.makeSession()
        let store = session.store
        var log: [String] = []
        let title = { log.append(store.find(BenchBook.self, id: 1)?.value.title ?? "nil") }
        let kept = store.store(entity: book(1, "A"), modifiedAt: 10)
        title()
        for (value, stamp) in [("B", 5), ("C", nil), ("D", .nan), ("E", 10), ("F", 11)] as [(String, Stamp?)] {
            store.store(entity: book(1, value), modifiedAt: stamp)
            title()
        }
        // A stale nested book keeps its stored value, and the aggregate shows it.
        let old = store.store(entity: book(5, "old"), modifiedAt: 10)
        let counter = DeliveryCounter()
        var delivered: [Int: [String]] = [:]
        let parents = (10..<13).map { store.store(entity: AuthorBooks(id: $0, author: author, books: [book(5, "new"), book($0, "own")]), modifiedAt: 5) }
        let subscriptions = parents.map { parent in
            parent.observe { value in
                counter.count += 1
                delivered[value.id, default: []].append(summary(value))
            }
        }
        let show = {
            session.drain(until: { true })
            _ = session.poll(until: { false }, maximumRounds: 1)
            let shown = parents.map { summary($0.value) }.joined(separator: " ")
            log.append("\(counter.count) " + shown + deliveries(delivered))
            delivered = [:]
        }
        show()
        store.update(BenchAuthor.self, id: 1) { $0.version = 2 }
        show()
        store.update(BenchAuthor.self, id: 1) { $0.version = 2 }
        show()
        // Two writes before the queue runs: each delivers the value it left, in order.
        store.update(BenchAuthor.self, id: 1) { $0.version = 3 }
        store.update(BenchAuthor.self, id: 1) { $0.version = 2 }
        show()
        store.store(entity: AuthorBooks(id: 10, author: author, books: [book(20, "replacing")]))
        show()
        store.update(BenchBook.self, id: 5) { $0.title = "shared" }
        show()
        let chain = store.store(entity: Level.chain(depth: 5))
        let levels = DeliveryCounter()
        var deliveredTop: [Int] = []
        let top = chain.observe { value in
            levels.count += 1
            deliveredTop = payloads(value)
        }
        for (id, payload) in [(4, 7), (2, 3), (4, 7)] {
            store.update(Level.self, id: id) { $0.payload = payload }
            session.drain(until: { true })
            _ = session.poll(until: { false }, maximumRounds: 1)
            log.append("\(levels.count) \(payloads(chain.value)) delivered \(deliveredTop)")
        }
        let shelved = DeliveryCounter()
        var deliveredShelves: [Int: String] = [:]
        let shelfObservers = shelves.map { id, books in
            store.store(entity: AuthorBooks(id: id, author: author, books: books.map { book($0, "v1") }))
        }
        let shelfSubscriptions = shelfObservers.map { shelf in
            shelf.observe { value in
                shelved.count += 1
                deliveredShelves[value.id] = shelfSummary(value)
            }
        }
        shelved.count = 0
        let settle = {
            session.drain(until: { true })
            _ = session.poll(until: { false }, maximumRounds: 1)
        }
        log += removal(
            remove: { id in
                defer { settle() }
                return store.remove(BenchBook.self, id: id)
            },
            update: { store.store(entity: $0); settle() },
            shelf: { id in store.find(AuthorBooks.self, id: id)?.value },
            notifications: { (shelved.count, deliveredShelves) }
        )
        withExtendedLifetime((kept, old, subscriptions, top, shelfObservers, shelfSubscriptions)) {}
        return log
    }

    /// What a floor shows after the same steps: queued on `queue` (drained after each step, as Lockstep's queue
    /// is), or inline.
    private static func floor(queue: HostQueue?) -> [String] {
        var floor = queue.map { DictionaryStore(deliveringOn: $0.dispatchQueue) } ?? DictionaryStore()
        var log: [String] = []
        // One turn of the queue, behind whatever the last write queued.
        let settle = { _ = queue?.poll(until: { false }, maximumRounds: 1) }
        floor.store(book: book(1, "A"), stamp: 10)
        log.append(floor.find(book: 1)?.value.title ?? "nil")
        for (value, stamp) in [("B", 5), ("C", nil), ("D", .nan), ("E", 10), ("F", 11)] as [(String, Stamp?)] {
            floor.store(book: book(1, value), stamp: stamp)
            log.append(floor.find(book: 1)?.value.title ?? "nil")
        }
        floor.store(book: book(5, "old"), stamp: 10)
        let counter = DeliveryCounter()
        var delivered: [Int: [String]] = [:]
        for id in 10..<13 {
            floor.store(aggregate: AuthorBooks(id: id, author: author, books: [book(5, "new"), book(id, "own")]), stamp: 5)
            floor.observe(aggregate: id) { value in
                counter.count += 1
                delivered[value.id, default: []].append(summary(value))
            }
        }
        let show = {
            settle()
            let shown = (10..<13).map { summary(floor.aggregates[$0]!.value) }.joined(separator: " ")
            log.append("\(counter.count) " + shown + deliveries(delivered))
            delivered = [:]
        }
        show()
        floor.updateAuthor(id: 1) { $0.version = 2 }
        show()
        floor.updateAuthor(id: 1) { $0.version = 2 }
        show()
        floor.updateAuthor(id: 1) { $0.version = 3 }
        floor.updateAuthor(id: 1) { $0.version = 2 }
        show()
        floor.store(aggregate: AuthorBooks(id: 10, author: BenchAuthor(id: 1, name: "Author", version: 0), books: [book(20, "replacing")]))
        show()
        _ = floor.store(book: BenchBook(id: 5, title: "shared", pages: 1))
        show()
        floor.store(level: Level.chain(depth: 5))
        let levels = DeliveryCounter()
        var deliveredTop: [Int] = []
        floor.observe(level: 0) { value in
            levels.count += 1
            deliveredTop = payloads(value)
        }
        for (id, payload) in [(4, 7), (2, 3), (4, 7)] {
            floor.updateLevel(id: id) { $0.payload = payload }
            settle()
            log.append("\(levels.count) \(payloads(floor.levels[0]!.value)) delivered \(deliveredTop)")
        }
        let shelved = DeliveryCounter()
        var deliveredShelves: [Int: String] = [:]
        for (id, books) in shelves {
            floor.store(aggregate: AuthorBooks(id: id, author: author, books: books.map { book($0, "v1") }))
            floor.observe(aggregate: id) { value in
                shelved.count += 1
                deliveredShelves[value.id] = shelfSummary(value)
            }
        }
        shelved.count = 0
        return log + removal(
            remove: { id in
                defer { settle() }
                return floor.remove(book: id)
            },
            update: { floor.store(book: $0); settle() },
            shelf: { floor.aggregates[$0]?.value },
            notifications: { (shelved.count, deliveredShelves) }
        )
    }

    /// The shelves of the removal scenario: a book held by three parents, twice by one of them.
    private static let shelves = [(20, [1, 2, 3]), (21, [2, 4]), (22, [2, 5, 2])]

    /// What each shelf shows, and the notifications so far, after each step of the removal scenario: book 2
    /// removed (from every array holding it), books 3 and 5 updated (found at their new places), book 2 removed
    /// again (nothing left to remove).
    private static func removal(
        remove: (Int) -> Bool,
        update: (BenchBook) -> Void,
        shelf: (Int) -> AuthorBooks?,
        notifications: () -> (count: Int, delivered: [Int: String])
    ) -> [String] {
        func show() -> String {
            let (count, delivered) = notifications()
            return "\(count) " + shelves.map { id, _ in shelf(id).map(shelfSummary) ?? "gone" }.joined(separator: " | ")
                + " delivered " + shelves.map { id, _ in delivered[id] ?? "-" }.joined(separator: " | ")
        }
        var log = ["removed: \(remove(2))", show()]
        update(book(3, "v2"))
        update(book(5, "v2"))
        log.append(show())
        log.append("removed again: \(remove(2))")
        return log
    }

    /// An aggregate of the fan-out scenario as the log shows it: its author's version and its books' titles.
    private static func summary(_ value: AuthorBooks) -> String {
        "\(value.author.version) \(value.books.map(\.title))"
    }

    /// What the fan-out scenario's observers received since the previous step, in order, as the log shows it.
    private static func deliveries(_ delivered: [Int: [String]]) -> String {
        " delivered " + (10..<13).map { id in "[" + (delivered[id] ?? []).joined(separator: "; ") + "]" }
            .joined(separator: " ")
    }

    /// A shelf of the removal scenario as the log shows it: its books' ids and titles.
    private static func shelfSummary(_ value: AuthorBooks) -> String {
        value.books.map { "\($0.id)\($0.title)" }.joined(separator: ",")
    }

    /// The payloads down a chain, top first.
    private static func payloads(_ level: Level) -> [Int] {
        var result = [level.payload]
        var current = level
        while let next = current.child.first {
            result.append(next.payload)
            current = next
        }
        return result
    }

    /// The posts of the live-list scenario: dates 0, 1, 2, 0, 1, so that the list's order ties.
    private static let listedPosts = (0..<5).map { BenchPost(id: $0, title: "P\($0)", date: Double($0 % 3)) }

    /// The live list of the scenario: the posts dated before 10, newest first (ties: first stored first).
    private static let listIncludes: @Sendable (BenchPost) -> Bool = { $0.date < 10 }
    private static let listOrder: @Sendable (BenchPost, BenchPost) -> Bool = { $0.date > $1.date }

    /// The steps of the live-list scenario, each one write or more, given the side's update and store: a post
    /// moved to the top, the same write again (nobody notified), a post out of the list and back in among ties,
    /// a new post stored, then two writes before the queue runs (each delivers the list it left, in order).
    private static func listSteps(
        update: (Int, Double) -> Void, store: (BenchPost) -> Void, settle: () -> Void, show: () -> String
    ) -> [String] {
        settle()
        var log = ["list opened: \(show())"]
        for (id, date) in [(0, 5.0), (0, 5.0), (3, 20.0), (3, 1.0)] {
            update(id, date)
            settle()
            log.append("post \(id) dated \(date): \(show())")
        }
        store(BenchPost(id: 7, title: "P7", date: 1))
        settle()
        log.append("post 7 stored: \(show())")
        update(1, 3)
        update(1, 0)
        settle()
        log.append("post 1 dated 3 then 0: \(show())")
        return log
    }

    /// What a list of posts shows, as the log writes it: ids in order.
    private static func ids(_ posts: [BenchPost]) -> String {
        posts.map { String($0.id) }.joined(separator: ",")
    }

    /// What Lockstep's live list shows, and delivers, after each step of the live-list scenario.
    private static func listLockstep() -> [String] {
        let session = Host.main.makeSession()
        let store = session.store
        let counter = DeliveryCounter()
        var delivered: [String] = []
        let posts = store.store(entities: listedPosts)
        let list = store.entities(BenchPost.self, where: listIncludes, sortedBy: listOrder)
        let subscription = list.observe { value in
            counter.count += 1
            delivered.append(ids(value))
        }
        let log = listSteps(
            update: { id, date in store.update(BenchPost.self, id: id) { $0.date = date } },
            store: { store.store(entity: $0) },
            settle: {
                session.drain(until: { true })
                _ = session.poll(until: { false }, maximumRounds: 1)
            },
            show: {
                defer { delivered = [] }
                return "\(counter.count) [\(ids(list.value))] delivered [\(delivered.joined(separator: "; "))]"
            }
        )
        withExtendedLifetime((posts, subscription)) {}
        return log
    }

    /// What a floor's live list shows, and delivers, after the same steps: queued on `queue`, or inline.
    private static func listFloor(queue: HostQueue?) -> [String] {
        var floor = queue.map { DictionaryStore(deliveringOn: $0.dispatchQueue) } ?? DictionaryStore()
        let counter = DeliveryCounter()
        var delivered: [String] = []
        floor.store(posts: listedPosts)
        let list = floor.openList(where: listIncludes, sortedBy: listOrder)
        floor.observe(list: list) { value in
            counter.count += 1
            delivered.append(ids(value))
        }
        return listSteps(
            update: { id, date in floor.updatePost(id: id) { $0.date = date } },
            store: { floor.store(posts: [$0]) },
            settle: { _ = queue?.poll(until: { false }, maximumRounds: 1) },
            show: {
                defer { delivered = [] }
                return "\(counter.count) [\(ids(floor.postLists[list].value))] delivered [\(delivered.joined(separator: "; "))]"
            }
        )
    }
}
