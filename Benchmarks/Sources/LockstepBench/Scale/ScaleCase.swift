import Foundation
import Lockstep

/// One case of the scale mode, run at one size in a child process: Lockstep alone, hosted as the command line
/// says, every notification delivered before a clock stops.
enum ScaleCase: String, CaseIterable {
    /// `n` entities stored in one batch, then each found by id.
    case entities
    /// `n` observers on distinct entities, each notified exactly once by one batch that changes them all.
    case observers
    /// One aggregate holding `n` books: stored, then some of its books updated (with its observer notified).
    case children
    /// A chain `n` levels deep: stored, then its bottom updated (with the top observed).
    case chain
    /// `n` live lists open and observed over 100,000 stored posts (each list a tenth of them, newest or oldest
    /// first), then posts' dates updated: a write costs the same per open list whatever their number.
    case lists

    /// The size the brief asks for.
    var fullSize: Int {
        switch self {
        case .entities: 1_000_000
        case .observers, .children: 100_000
        case .chain: 10_000
        case .lists: 100
        }
    }

    /// The metrics the case reports, as (key, what one operation is).
    var metrics: [(key: String, operation: String)] {
        switch self {
        case .entities: [("store", "entity"), ("find", "find")]
        case .observers: [("notify", "observer")]
        case .children: [("store", "child"), ("update", "child (1 update / n)")]
        case .chain: [("store", "level"), ("update", "level (1 update / n)")]
        case .lists: [("open", "post × list"), ("update", "list (1 update / n)")]
        }
    }

    /// Runs the case at size `n` and returns `<metric>_ns` per operation for each metric, plus `base_bytes`
    /// (resident once the input is built), `stored_peak_bytes` (the peak once everything is stored and observed),
    /// `peak_bytes` (the process's peak) and `exact` (1 when every check passed).
    func run(size n: Int, host: Host) -> [String: Double] {
        let session = host.makeSession()
        switch self {
        case .entities: return Self.entities(n, session)
        case .observers: return Self.observers(n, session)
        case .children: return Self.children(n, session)
        case .chain: return Self.chain(n, session)
        case .lists: return Self.lists(n, session)
        }
    }

    /// `entities`: one batch stored, then every id found.
    private static func entities(_ n: Int, _ session: LockstepSession) -> [String: Double] {
        let store = session.store
        let input = Workloads.books(count: n)
        let base = ProcessMemory.resident()
        let (all, stored) = Stopwatch.measure { session.write { store.store(entities: input) } }
        let storedPeak = ProcessMemory.peakResident()
        let (found, finding) = Stopwatch.measure {
            var found = 0
            for index in 0..<n {
                // 7,919 is prime and divides no size used, so this visits every id once, out of order.
                let result = store.find(BenchBook.self, id: (index &* 7_919) % n)
                if result != nil {
                    found += 1
                }
                Sink.observer = result
            }
            return found
        }
        Sink.observer = nil
        withExtendedLifetime(all) {}
        return report(["store": per(stored, n), "find": per(finding, n)], base: base, storedPeak: storedPeak, exact: found == n)
    }

    /// `observers`: every entity observed, then one batch changing them all.
    private static func observers(_ n: Int, _ session: LockstepSession) -> [String: Double] {
        let store = session.store
        let input = Workloads.books(count: n)
        let changed = input.map { BenchBook(id: $0.id, title: $0.title, pages: $0.pages + 1) }
        let base = ProcessMemory.resident()
        let tally = Tally(observers: n)
        let observed = session.write {
            let observers = input.map { store.store(entity: $0) }
            let subscriptions = observers.indices.map { index in observers[index].observe { _ in tally.count(index) } }
            return (observers, subscriptions)
        }
        session.drain(until: { tally.total == n })
        tally.reset()
        let storedPeak = ProcessMemory.peakResident()
        let (batch, elapsed) = Stopwatch.measure {
            let batch = session.write { store.store(entities: changed) }
            session.drain(until: { tally.total >= n })
            return batch
        }
        // One more turn of the queue: a second notification would arrive now.
        _ = session.poll(until: { false }, maximumRounds: 1)
        let exact = session.write { tally.counts.allSatisfy { $0 == 1 } }
        withExtendedLifetime((observed, batch)) {}
        return report(["notify": per(elapsed, n)], base: base, storedPeak: storedPeak, exact: exact)
    }

    /// `children`: one aggregate of `n` books stored, then some of its books updated.
    private static func children(_ n: Int, _ session: LockstepSession) -> [String: Double] {
        let store = session.store
        let aggregate = AuthorBooks(id: 0, author: BenchAuthor(id: 0, name: "Author", version: 0), books: Workloads.books(count: n))
        let base = ProcessMemory.resident()
        let counter = DeliveryCounter()
        let (observer, stored) = Stopwatch.measure { session.write { store.store(entity: aggregate) } }
        let subscription = session.write { observer.observe { counter.count += 1; counter.checksum &+= $0.books.count } }
        session.drain(until: { counter.count == 1 })
        counter.count = 0
        let storedPeak = ProcessMemory.peakResident()
        let updates = Self.updates(n)
        let updating = Stopwatch.measure {
            session.write {
                for update in 0..<updates {
                    store.update(BenchBook.self, id: update * (n / updates)) { $0.pages += 1 }
                }
            }
            session.drain(until: { counter.count >= updates })
        }.nanoseconds
        withExtendedLifetime((observer, subscription)) {}
        return report(["store": per(stored, n), "update": per(updating, n * updates)], base: base, storedPeak: storedPeak, exact: counter.count == updates)
    }

    /// `chain`: a chain `n` levels deep stored, then its bottom updated.
    private static func chain(_ n: Int, _ session: LockstepSession) -> [String: Double] {
        let store = session.store
        let chain = Level.chain(depth: n)
        let base = ProcessMemory.resident()
        let counter = DeliveryCounter()
        let (observer, stored) = Stopwatch.measure { session.write { store.store(entity: chain) } }
        let subscription = session.write { observer.observe { counter.count += 1; counter.checksum &+= $0.id } }
        session.drain(until: { counter.count == 1 })
        counter.count = 0
        let storedPeak = ProcessMemory.peakResident()
        let updates = Self.updates(n)
        let updating = Stopwatch.measure {
            session.write {
                for payload in 1...updates {
                    store.update(Level.self, id: n - 1) { $0.payload = payload }
                }
            }
            session.drain(until: { counter.count >= updates })
        }.nanoseconds
        withExtendedLifetime((observer, subscription)) {}
        return report(["store": per(stored, n), "update": per(updating, n * updates)], base: base, storedPeak: storedPeak, exact: counter.count == updates)
    }

    /// Posts stored by the `lists` case, whatever its number of lists.
    static let listedPosts = 100_000

    /// Updates made by the `lists` case, whatever its number of lists.
    private static let listUpdates = 1_000

    /// `lists`: ``listedPosts`` posts stored in one batch (its observer kept), then `n` live lists of them opened
    /// and observed (list j: the posts whose id ends in the digit j mod 10, newest first when j / 10 is even, oldest
    /// first otherwise, so that every list holds 10,000 posts whatever n), then ``listUpdates`` posts, spread over the
    /// store, each given a new date by its own `update` (moving it in each list holding it), in one burst. Each
    /// update must notify the lists holding the post once (their number grows with n: a write costs O(log n) per
    /// list holding it, a predicate call per other open list of the type), and no other. `open` is per post per
    /// list, `update` per update per list; `base_bytes` is taken once the posts are stored, so that B/element is
    /// the memory of one open list.
    private static func lists(_ n: Int, _ session: LockstepSession) -> [String: Double] {
        let store = session.store
        let input = Workloads.posts(count: listedPosts)
        let posts = session.write { store.store(entities: input) }
        let base = ProcessMemory.resident()
        let newestFirst: @Sendable (BenchPost, BenchPost) -> Bool = { $0.date > $1.date }
        let oldestFirst: @Sendable (BenchPost, BenchPost) -> Bool = { $0.date < $1.date }
        let (lists, opening) = Stopwatch.measure {
            session.write {
                (0..<n).map { j in
                    let digit = j % 10
                    let order = (j / 10).isMultiple(of: 2) ? newestFirst : oldestFirst
                    return store.entities(BenchPost.self, where: { $0.id % 10 == digit }, sortedBy: order)
                }
            }
        }
        let tally = Tally(observers: n)
        let subscriptions = session.write { lists.indices.map { index in lists[index].observe { _ in tally.count(index) } } }
        session.drain(until: { tally.total == n })
        tally.reset()
        let storedPeak = ProcessMemory.peakResident()
        // Update k: a post spread over the store gets a date just above another one's (distinct: no ties).
        let changes = (0..<listUpdates).map { k -> (id: Int, date: Double) in
            let above = (k &* 4_253 &+ listedPosts / 2) % listedPosts
            return ((k &* 7_919) % listedPosts, Double(above) + Double(k + 1) / Double(listUpdates + 1))
        }
        // List j holds the posts ending in j mod 10: it hears of each update of one of them, once.
        let expected = (0..<n).map { j in changes.filter { $0.id % 10 == j % 10 }.count }
        let updating = Stopwatch.measure {
            session.write {
                for change in changes {
                    store.update(BenchPost.self, id: change.id) { $0.date = change.date }
                }
            }
            session.drain(until: { tally.total >= expected.reduce(0, +) })
        }.nanoseconds
        // One more turn of the queue: an extra notification would arrive now.
        _ = session.poll(until: { false }, maximumRounds: 1)
        let delivered = session.write { tally.counts }
        let sizes = session.write { lists.map(\.value.count) }
        let exact = delivered == expected && sizes.allSatisfy { $0 == listedPosts / 10 }
        withExtendedLifetime((posts, lists, subscriptions)) {}
        return report(
            ["open": per(opening, listedPosts / 10 * n), "update": per(updating, listUpdates * n)],
            base: base, storedPeak: storedPeak, exact: exact
        )
    }

    /// Updates per case that updates, at size `n`: 10 at full size, more below it, so that at least 100,000
    /// element updates are timed (a short case would be timed on a few milliseconds).
    private static func updates(_ n: Int) -> Int {
        max(10, 100_000 / n)
    }

    /// Nanoseconds per operation.
    private static func per(_ nanoseconds: UInt64, _ operations: Int) -> Double {
        Workloads.perOperation(nanoseconds, operations)
    }

    /// The values a child prints: `base` is what it held once its input was built, `storedPeak` its peak once
    /// everything was stored and observed (before any burst, whose pending notifications each hold a version of
    /// the values they carry until delivered).
    private static func report(_ metrics: [String: Double], base: Int, storedPeak: Int, exact: Bool) -> [String: Double] {
        var values = Dictionary(uniqueKeysWithValues: metrics.map { ("\($0.key)_ns", $0.value) })
        values["base_bytes"] = Double(base)
        values["stored_peak_bytes"] = Double(storedPeak)
        values["peak_bytes"] = Double(ProcessMemory.peakResident())
        values["exact"] = exact ? 1 : 0
        return values
    }
}
