import XCTest
@testable import Lockstep

/// `EntityTable.positions`, the entries of an entity table (registry positions by id): ids whose hashes collide, entries taken
/// out and put back, released nodes' entries replaced and swept, sweeps while some nodes are released, and the
/// counts the memory tests rely on.
final class NodeIndexTests: StoreTestCase {
    /// An id whose hash takes only four values: every id shares its hash with a quarter of the others.
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

    /// The table's entries, then its live entries (counted by a sweep, which drops the others).
    private func counts<T: Identifiable>(_ type: T.Type) -> (entries: Int, live: Int) {
        store.lock.withLock { state in
            let table = state.table(for: type)
            return (table.entryCount, table.liveCount)
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

    /// The released entry of an id stored again is replaced by the new node.
    func testAReleasedEntryOfAnIDStoredAgainIsReplaced() {
        var observers: [EntityObserver<Crowded>?] = [0, 4, 8].map { store.store(entity: crowded($0)) }
        observers[1] = nil
        XCTAssertEqual(store.lock.withLock { $0.table(for: Crowded.self).entryCount }, 3, "released, still listed")

        observers.append(store.store(entity: crowded(4, 4)))

        let counts = counts(Crowded.self)
        XCTAssertEqual(counts.entries, 3, "the released entry went to the new node")
        XCTAssertEqual(counts.live, 3)
        XCTAssertEqual([0, 4, 8, 12].map(value(of:)), [0, 4, 0, nil])
    }

    /// A sweep drops the released entries and keeps the live ones; every live entity is still found, no released
    /// one is, also after many more insertions with releases along the way.
    func testASweepDropsReleasedEntriesAndKeepsTheLiveOnes() {
        var observers: [EntityObserver<Book>?] = (0..<300).map { store.store(entity: Book(id: "\($0)", title: "\($0)")) }
        for index in observers.indices where index % 4 == 0 {
            observers[index] = nil
        }
        let live = observers.count - (observers.count + 3) / 4
        XCTAssertEqual(counts(Book.self).entries, 300, "not swept yet")
        XCTAssertEqual(store.lock.withLock { $0.table(for: Book.self).entryCount }, live, "the sweep dropped the released entries")
        for index in observers.indices {
            XCTAssertEqual(store.find(Book.self, id: "\(index)")?.value.title, index % 4 == 0 ? nil : "\(index)")
        }
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

    /// Colliding ids through several growths, with releases along the way.
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
    }

    /// Observers handed to another thread, which drops them one by one while this one stores new ids.
    final class Doomed: @unchecked Sendable {
        // Only the releasing thread touches it once handed over.
        var observers: [EntityObserver<Book>] = []
    }

    /// Observers released on another thread, without the store's lock, while writes (and their sweeps) run: a
    /// node's last outside reference goes between a sweep's checks. Afterwards every kept entity is found, no
    /// released one is.
    func testObserversReleasedOnAnotherThreadWhileWritesSweepAreHandled() {
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

    /// A removal takes its entry out at once; a release leaves it until a lookup or a sweep meets it.
    func testEntryCountCountsReleasedEntriesUntilSwept() {
        var first: EntityObserver<Book>? = store.store(entity: Book(id: "a", title: "A"))
        let second = store.store(entity: Book(id: "b", title: "B"))
        XCTAssertEqual(counts(Book.self).entries, 2)
        XCTAssertTrue(store.remove(Book.self, id: "b"))
        XCTAssertEqual(counts(Book.self).entries, 1)
        first = nil
        XCTAssertEqual(store.lock.withLock { $0.table(for: Book.self).entryCount }, 1)
        sweep()
        XCTAssertEqual(store.lock.withLock { $0.table(for: Book.self).entryCount }, 0)
        XCTAssertNil(first)
        withExtendedLifetime(second) {}
    }

    /// While someone listens, a released node is reported with its id when its entry goes: when its id is
    /// stored again, or by a sweep.
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
        sweep()
        store.store(entity: crowded(4, 2))
        XCTAssertEqual(changes.pendingEvents(), [.released(reference(8)), .stored(reference(4), stamp: nil)])
        XCTAssertEqual(store.lock.withLock { $0.table(for: Crowded.self).entryCount }, 2)
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
        XCTAssertEqual(store.lock.withLock { $0.table(for: Crowded.self).entryCount }, 1)
        XCTAssertNil(zero)
        withExtendedLifetime(again) {}
    }

    /// A table past 2^16 entries finds every id after the growths that got it there.
    func testATableOfMoreThanSixtyFiveThousandEntriesFindsEveryID() {
        let observers = (0..<70_000).map { store.store(entity: Book(id: "\($0)", title: "\($0)")) }
        for index in stride(from: 0, to: 70_000, by: 7) {
            XCTAssertEqual(store.find(Book.self, id: "\(index)")?.value.title, "\(index)")
        }
        XCTAssertNil(store.find(Book.self, id: "70000"))
        XCTAssertEqual(counts(Book.self).live, 70_000)
        withExtendedLifetime(observers) {}
    }

    /// `store(entities:)` makes room for the collection once, and storing the same collection again (a refresh)
    /// makes no more: the table keeps the size its entries need.
    func testStoringACollectionMakesRoomOnceAndARefreshMakesNoMore() {
        let books = (0..<1_000).map { Book(id: "\($0)", title: "T") }
        let observer = store.store(entities: books)
        let capacity = store.lock.withLock { $0.table(for: Book.self).positions.capacity }
        XCTAssertGreaterThanOrEqual(capacity, 1_000)
        XCTAssertLessThan(capacity, 4_000, "room for the collection, not twice over")
        let refreshed = store.store(entities: books.map { Book(id: $0.id, title: "T2") })
        XCTAssertEqual(store.lock.withLock { $0.table(for: Book.self).positions.capacity }, capacity)
        XCTAssertEqual(refreshed.value.map(\.title), Array(repeating: "T2", count: 1_000))
        withExtendedLifetime((observer, refreshed)) {}
    }
}
