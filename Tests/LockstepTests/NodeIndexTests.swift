import XCTest
@testable import Lockstep

/// `NodeIndex`, the hash table of an entity table, which keeps node references without their ids and reads an
/// id only from a live node: ids whose hashes collide, entries taken out and put back, released nodes' entries
/// skipped, reused and pruned, growth while some nodes are released, and the counts the memory tests rely on.
final class NodeIndexTests: StoreTestCase {
    /// An id whose hash takes only four values: every id shares its fingerprint (so its home bucket) with a quarter
    /// of the others, so probes run through long chains of matching entries and read their nodes' ids.
    struct CrowdedID: Hashable {
        var number: Int

        func hash(into hasher: inout Hasher) {
            hasher.combine(number % 4)
        }
    }

    struct Crowded: Identifiable {
        var id: CrowdedID
        var value: Int
    }

    private func crowded(_ number: Int, _ value: Int = 0) -> Crowded {
        Crowded(id: CrowdedID(number: number), value: value)
    }

    private func value(of number: Int) -> Int? {
        store.find(Crowded.self, id: CrowdedID(number: number))?.value.value
    }

    private func counts<T: Identifiable>(_ type: T.Type) -> (entries: Int, live: Int, capacity: Int, scans: Int) {
        store.lock.withLock {
            let table = store.table(for: type)
            return (table.entryCount, table.liveCount, table.entryCapacity, table.scans)
        }
    }

    func testIDsWhoseHashesCollideAreEachFoundAndUpdatedInPlace() {
        let observers = (0..<200).map { store.store(entity: crowded($0, $0)) }
        for number in 0..<200 {
            XCTAssertEqual(value(of: number), number)
        }
        for number in stride(from: 0, to: 200, by: 3) {
            store.store(entity: crowded(number, -number))
        }
        for number in 0..<200 {
            XCTAssertEqual(observers[number].value.value, number % 3 == 0 ? -number : number, "id \(number)")
        }
        XCTAssertNil(value(of: 200), "an id of a crowded chain that was never stored")
        let counts = counts(Crowded.self)
        XCTAssertEqual(counts.entries, 200, "an update takes no second entry")
        XCTAssertEqual(counts.live, 200)
    }

    func testRemovalsAndReinsertionsKeepEveryLiveEntityFindable() {
        var observers = (0..<300).map { store.store(entity: crowded($0, $0)) }
        var expected: [Int?] = Array(0..<300)
        for round in 1...3 {
            for number in 0..<300 where number % 3 == round % 3 {
                XCTAssertTrue(store.remove(Crowded.self, id: CrowdedID(number: number)))
                expected[number] = nil
            }
            for number in 0..<300 {
                XCTAssertEqual(value(of: number), expected[number], "round \(round), id \(number)")
            }
            XCTAssertEqual(counts(Crowded.self).entries, 200, "a removal takes its entry out")
            for number in 0..<300 where number % 3 == round % 3 {
                observers[number] = store.store(entity: crowded(number, number + round))
                expected[number] = number + round
            }
            for number in 0..<300 {
                XCTAssertEqual(value(of: number), expected[number], "round \(round), id \(number)")
            }
            XCTAssertEqual(counts(Crowded.self).entries, 300)
            XCTAssertEqual(counts(Crowded.self).live, 300)
        }
        withExtendedLifetime(observers) {}
    }

    /// The released entry of an id stored again is replaced by the new node, without a scan.
    func testAReleasedEntryOfAnIDStoredAgainIsReplaced() {
        var observers: [EntityObserver<Crowded>?] = [0, 4, 8].map { store.store(entity: crowded($0)) }
        observers[1] = nil
        XCTAssertEqual(counts(Crowded.self).entries, 3, "released, still listed")
        XCTAssertEqual(counts(Crowded.self).live, 2)
        let scans = counts(Crowded.self).scans

        observers.append(store.store(entity: crowded(4, 4)))

        let counts = counts(Crowded.self)
        XCTAssertEqual(counts.entries, 3, "the released entry went to the new node")
        XCTAssertEqual(counts.live, 3)
        XCTAssertEqual(counts.scans, scans)
        XCTAssertEqual([0, 4, 8, 12].map(value(of:)), [0, 4, 0, nil])
    }

    /// A full table whose released entries leave more than half its capacity free is pruned and rebuilt at the
    /// same size; every live entity is still found, no released one is.
    func testPruningAFullTableDropsReleasedEntriesAndKeepsTheLiveOnes() {
        var observers: [EntityObserver<Crowded>?] = (0..<100).map { store.store(entity: crowded($0, $0)) }
        var number = observers.count
        repeat {
            observers.append(store.store(entity: crowded(number, number)))
            number += 1
        } while counts(Crowded.self).entries < counts(Crowded.self).capacity
        let full = counts(Crowded.self)
        XCTAssertEqual(full.entries, observers.count)
        for index in observers.indices where index % 2 == 0 {
            observers[index] = nil
        }
        let live = observers.count / 2
        XCTAssertEqual(counts(Crowded.self).live, live)

        store.lock.withLock { store.table(for: Crowded.self).reserve(adding: 1) }

        let pruned = counts(Crowded.self)
        XCTAssertEqual(pruned.scans, full.scans + 1)
        XCTAssertEqual(pruned.entries, live, "the released entries are gone")
        XCTAssertEqual(pruned.live, live)
        XCTAssertEqual(pruned.capacity, full.capacity, "half free: no growth")
        for index in observers.indices {
            XCTAssertEqual(value(of: index), index % 2 == 0 ? nil : index, "id \(index)")
        }
    }

    /// Growth while some nodes are released: the released entries are dropped (never hashed), the live ones
    /// rehashed into twice as many buckets.
    func testGrowthWhileSomeNodesAreReleasedKeepsEveryLiveEntity() {
        var observers: [EntityObserver<Book>?] = (0..<100).map { store.store(entity: Book(id: "\($0)", title: "\($0)")) }
        var number = observers.count
        repeat {
            observers.append(store.store(entity: Book(id: "\(number)", title: "\(number)")))
            number += 1
        } while counts(Book.self).entries < counts(Book.self).capacity
        let full = counts(Book.self)
        for index in observers.indices where index % 4 == 0 {
            observers[index] = nil
        }
        let live = observers.count - (observers.count + 3) / 4

        store.lock.withLock { store.table(for: Book.self).reserve(adding: 1) }

        let grown = counts(Book.self)
        XCTAssertEqual(grown.scans, full.scans + 1)
        XCTAssertEqual(grown.entries, live)
        XCTAssertEqual(grown.live, live)
        XCTAssertEqual(grown.capacity, 2 * full.capacity, "3/4 of twice the buckets")
        for index in observers.indices {
            XCTAssertEqual(store.find(Book.self, id: "\(index)")?.value.title, index % 4 == 0 ? nil : "\(index)")
        }
        // Many more insertions, growing again, while a third of the new ones are released at once.
        for index in observers.count..<(observers.count + 2_000) {
            let observer = store.store(entity: Book(id: "\(index)", title: "\(index)"))
            observers.append(index % 3 == 0 ? nil : observer)
        }
        for index in observers.indices {
            let isLive = observers[index] != nil
            XCTAssertEqual(store.find(Book.self, id: "\(index)")?.value.title, isLive ? "\(index)" : nil, "id \(index)")
        }
        XCTAssertEqual(counts(Book.self).live, observers.compactMap { $0 }.count)
    }

    /// Colliding ids through several growths, with releases along the way: every rebuild places each entry by its
    /// fingerprint, and the probes that follow read the ids of the colliding live nodes.
    func testCollidingIDsSurviveGrowthWithReleasedNodes() {
        var observers: [Int: EntityObserver<Crowded>] = [:]
        for number in 0..<1_000 {
            observers[number] = store.store(entity: crowded(number, number))
            if number % 5 == 0 {
                observers[number / 2] = nil
            }
        }
        for number in 0..<1_000 {
            XCTAssertEqual(value(of: number), observers[number] == nil ? nil : number, "id \(number)")
        }
        XCTAssertEqual(counts(Crowded.self).live, observers.count)
        XCTAssertLessThanOrEqual(counts(Crowded.self).entries, counts(Crowded.self).capacity)
    }

    /// Observers handed to another thread, which drops them one by one while this one stores new ids.
    final class Doomed: @unchecked Sendable {
        // Only the releasing thread touches it once handed over.
        var observers: [EntityObserver<Book>] = []
    }

    /// Nodes released on another thread, without the store's lock, while probes and rebuilds (several growths)
    /// meet them: a node dies between a probe's fingerprint check and its try-retain, or between a pruning's look
    /// at it and the rebuild, and must be skipped, never read. Afterwards every kept entity is found, no released
    /// one is.
    func testNodesReleasedOnAnotherThreadWhileTheTableGrowsAreSkipped() {
        let store = self.store!
        let kept = (0..<1_000).map { store.store(entity: Book(id: "k\($0)", title: "K")) }
        let doomed = Doomed()
        doomed.observers = (0..<4_000).map { store.store(entity: Book(id: "d\($0)", title: "D")) }
        let releasing = DispatchGroup()
        DispatchQueue.global().async(group: releasing) {
            while doomed.observers.popLast() != nil {}
        }
        let added = (0..<4_000).map { store.store(entity: Book(id: "n\($0)", title: "N")) }
        releasing.wait()

        for index in 0..<4_000 {
            XCTAssertNil(store.find(Book.self, id: "d\(index)"), "d\(index)")
            XCTAssertEqual(store.find(Book.self, id: "n\(index)")?.value.title, "N")
        }
        for index in 0..<1_000 {
            XCTAssertEqual(store.find(Book.self, id: "k\(index)")?.value.title, "K")
        }
        XCTAssertEqual(counts(Book.self).live, 5_000)
        withExtendedLifetime((kept, added)) {}
    }

    /// A removal takes its entry out at once; a release leaves it until a probe or a pruning meets it.
    func testEntryCountCountsReleasedEntriesUntilPruned() {
        var first: EntityObserver<Book>? = store.store(entity: Book(id: "a", title: "A"))
        let second = store.store(entity: Book(id: "b", title: "B"))
        XCTAssertEqual(counts(Book.self).entries, 2)
        XCTAssertTrue(store.remove(Book.self, id: "b"))
        XCTAssertEqual(counts(Book.self).entries, 1)
        first = nil
        XCTAssertEqual(counts(Book.self).entries, 1)
        XCTAssertEqual(counts(Book.self).live, 0)
        store.lock.withLock { store.table(for: Book.self).pruneReleased() }
        XCTAssertEqual(counts(Book.self).entries, 0)
        XCTAssertNil(first)
        withExtendedLifetime(second) {}
    }

    /// While someone listens, a released node is reported with its id when its entry goes: when its id is
    /// stored again, or by pruning.
    func testAReleasedEntryIsReportedWithItsIDWhileSomeoneListens() {
        var zero: EntityObserver<Crowded>? = store.store(entity: crowded(0))
        let four = store.store(entity: crowded(4))
        var eight: EntityObserver<Crowded>? = store.store(entity: crowded(8))
        let changes = store.changes
        zero = nil
        let again = store.store(entity: crowded(0, 1))
        let reference = { EntityReference(Crowded.self, id: CrowdedID(number: $0)) }
        XCTAssertEqual(changes.pendingEvents(), [.released(reference(0)), .stored(reference(0), stamp: nil)],
                       "storing 0 again met its released entry")
        eight = nil
        store.lock.withLock { store.table(for: Crowded.self).pruneReleased() }
        store.store(entity: crowded(4, 2))
        XCTAssertEqual(changes.pendingEvents(), [.released(reference(8)), .stored(reference(4), stamp: nil)])
        XCTAssertEqual(counts(Crowded.self).entries, 2)
        XCTAssertNil(zero)
        XCTAssertNil(eight)
        withExtendedLifetime((four, again)) {}
    }

    /// A node released before anyone listened is reported when its entry goes, as any other: the table keys its
    /// entries by id, so the id is known.
    func testANodeReleasedBeforeAnyoneListenedIsReportedWhenItsEntryGoes() {
        var zero: EntityObserver<Crowded>? = store.store(entity: crowded(0))
        zero = nil
        let changes = store.changes
        let again = store.store(entity: crowded(0, 1))
        let reference = EntityReference(Crowded.self, id: CrowdedID(number: 0))
        XCTAssertEqual(changes.pendingEvents(), [.released(reference), .stored(reference, stamp: nil)])
        XCTAssertEqual(counts(Crowded.self).entries, 1)
        XCTAssertNil(zero)
        withExtendedLifetime(again) {}
    }

    /// A table past 2^16 entries finds every id after the growths that got it there.
    func testATableOfMoreThanSixtyFiveThousandBucketsFindsEveryID() {
        let observers = (0..<70_000).map { store.store(entity: Book(id: "\($0)", title: "\($0)")) }
        XCTAssertGreaterThan(counts(Book.self).capacity, 1 << 16)
        for index in stride(from: 0, to: 70_000, by: 7) {
            XCTAssertEqual(store.find(Book.self, id: "\(index)")?.value.title, "\(index)")
        }
        XCTAssertNil(store.find(Book.self, id: "70000"))
        XCTAssertEqual(counts(Book.self).live, 70_000)
        withExtendedLifetime(observers) {}
    }
}
