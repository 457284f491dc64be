import XCTest
@testable import Lockstep

/// Cycles in the data (a person among their friends' friends): every entity reachable from one that is held
/// stays alive, every copy at every depth shows its entity's final value after a write (rule 12 of
/// Docs/Design.md), and a cycle nobody holds is released.
final class CycleTests: StoreTestCase {
    /// A ring 0 → 1 → … → n-1 → 0, as a finite value: the person at the end holds a copy of person 0 without
    /// friends, the way a server truncates a cyclic graph.
    static func ring(_ count: Int, names: (Int) -> String = { "p\($0)" }) -> Person {
        var tail = Person(id: 0, name: names(0))
        for id in stride(from: count - 1, through: 0, by: -1) {
            tail = Person(id: id, name: names(id), friends: [tail])
        }
        return tail
    }

    func testEveryEntityOfARingHeldThroughOnePersonSurvivesAnUpdateAnywhere() {
        for count in [2, 3, 4, 5, 6, 8, 13, 32, 64] {
            for updated in [1, count / 2, count - 1] where updated < count {
                setUp()
                let observer = store.store(entity: Self.ring(count))
                XCTAssertTrue(store.update(Person.self, id: updated) { $0.name = "changed" }, "ring \(count)")
                for id in 0..<count {
                    let person = store.find(Person.self, id: id)
                    XCTAssertNotNil(person, "ring of \(count), update of \(updated): person \(id) was released")
                    XCTAssertEqual(person?.value.name, id == updated ? "changed" : "p\(id)", "ring \(count), person \(id)")
                }
                let holder = (updated - 1 + count) % count
                XCTAssertEqual(store.find(Person.self, id: holder)?.value.friends.first?.name, "changed",
                               "ring \(count): the friend's copy shows the new name")
                withExtendedLifetime(observer) {}
            }
        }
    }

    func testTheSlotClosingACycleShowsTheFinalValue() {
        let previous = Person(id: 1, name: "Ann", friends: [Person(id: 2, name: "Bob", friends: [Person(id: 1, name: "Ann")])])
        let ann = store.store(entity: previous)
        store.store(entity: Person(id: 1, name: "Ann B.", friends: previous.friends))
        let bob = store.find(Person.self, id: 2)
        XCTAssertEqual(bob?.value.friends.map(\.name), ["Ann B."], "the friend's copy shows Ann's final value")
        XCTAssertEqual(ann.value.friends.map(\.name), ["Bob"])
    }

    /// The names down the chain of first friends, from `person` to the copy that has none: every copy at every
    /// depth, and how deep the value is nested.
    static func chain(_ person: Person) -> [String] {
        var names = [person.name]
        var current = person
        while let friend = current.friends.first {
            names.append(friend.name)
            current = friend
        }
        return names
    }

    /// Rule 12 of Docs/Design.md, in a cycle of two: Ann's value holds the cycle once, down to a copy of Ann
    /// without friends, as given; Bob's holds Ann's whole value. Each write, a store or an update of either,
    /// shows in every copy at every depth, notifies each person once, and leaves the nesting as it was.
    func testEveryCopyInACycleOfTwoShowsTheFinalValueAndTheNestingNeverGrows() {
        let given = Person(id: 1, name: "Ann", friends: [Person(id: 2, name: "Bob", friends: [Person(id: 1, name: "Ann")])])
        let ann = store.store(entity: given)
        let bob = store.find(Person.self, id: 2)!
        XCTAssertEqual(Self.chain(ann.value), ["Ann", "Bob", "Ann"])
        XCTAssertEqual(Self.chain(bob.value), ["Bob", "Ann", "Bob", "Ann"])
        let annChanges = record(ann)
        let bobChanges = record(bob)
        let writes: [(ann: String, bob: String, write: () -> Void)] = [
            ("Ann B.", "Bob", { self.store.store(entity: Person(id: 1, name: "Ann B.", friends: given.friends)) }),
            ("Ann C.", "Bob", { self.store.update(Person.self, id: 1) { $0.name = "Ann C." } }),
            ("Ann C.", "Robert", { self.store.update(Person.self, id: 2) { $0.name = "Robert" } }),
            ("Ann D.", "Robert", { self.store.update(Person.self, id: 1) { $0.name = "Ann D." } }),
            ("Ann D.", "Rob", { self.store.store(entity: Person(id: 2, name: "Rob", friends: [self.store.find(Person.self, id: 1)!.value])) }),
        ]
        for (round, (annName, bobName, write)) in writes.enumerated() {
            write()
            XCTAssertEqual(Self.chain(ann.value), [annName, bobName, annName], "write \(round)")
            XCTAssertEqual(Self.chain(bob.value), [bobName, annName, bobName, annName], "write \(round)")
            XCTAssertEqual(store.find(Person.self, id: 2)?.value.friends[0].name, annName)
            drain()
            XCTAssertEqual(annChanges.count, round + 1, "Ann is notified once per write")
            XCTAssertEqual(bobChanges.count, round + 1, "Bob is notified once per write")
            XCTAssertEqual(annChanges.values.last.map(Self.chain), [annName, bobName, annName])
        }
    }

    /// Rule 12 of Docs/Design.md, in rings of two to six: the person the ring was stored through holds it
    /// once, down to a copy of itself without friends; each other person holds its friends down to that
    /// person, then that person's whole value. Renaming anyone shows at every depth of every value, notifies
    /// every person once (each holds a copy of the renamed one), and leaves every nesting as it was.
    func testEveryCopyInARingShowsTheFinalValueAtEveryDepthWriteAfterWrite() {
        for count in 2...6 {
            setUp()
            var names = (0..<count).map { "p\($0)" }
            let first = store.store(entity: Self.ring(count))
            let people = (0..<count).map { store.find(Person.self, id: $0)! }
            let changes = people.map { record($0) }
            // Person 0 holds the ring once; person k holds persons k… up to the last, then person 0's value.
            let chains = (0..<count).map { id in (id == 0 ? [] : Array(id..<count)) + Array(0..<count) + [0] }
            for (round, renamed) in [count / 2, 0, count - 1, 1, count / 2].enumerated() {
                names[renamed] = "renamed \(round)"
                XCTAssertTrue(store.update(Person.self, id: renamed) { $0.name = names[renamed] })
                for id in 0..<count {
                    XCTAssertEqual(Self.chain(people[id].value), chains[id].map { names[$0] }, "ring of \(count), round \(round), person \(id)")
                }
                drain()
                for id in 0..<count {
                    XCTAssertEqual(changes[id].count, round + 1, "ring of \(count), round \(round), person \(id) is notified once")
                }
            }
            if count == 6 {
                XCTAssertEqual(first.value.friends[0].friends[0].friends[0].name, names[3], "person 0's copy of person 3")
            }
        }
    }

    func testARingNobodyHoldsIsReleased() {
        weak var first: EntityNode<Person>?
        do {
            let observer = store.store(entity: Self.ring(6))
            first = observer.node
            store.update(Person.self, id: 3) { $0.name = "changed" }
        }
        for id in 0..<6 {
            XCTAssertNil(store.find(Person.self, id: id), "person \(id)")
        }
        XCTAssertNil(first, "released, not just hidden")
    }

    func testARingHeldThroughAnotherPersonStaysAliveWhenTheFirstHolderGoes() {
        var first: EntityObserver<Person>? = store.store(entity: Self.ring(6))
        let third = store.find(Person.self, id: 3)
        first = nil
        for id in 0..<6 {
            XCTAssertNotNil(store.find(Person.self, id: id), "person \(id) is reachable from person 3")
        }
        store.update(Person.self, id: 0) { $0.name = "zero" }
        XCTAssertEqual(store.find(Person.self, id: 5)?.value.friends.first?.name, "zero")
        withExtendedLifetime((first, third)) {}
    }

    func testAnEntityHeldByAnAliasKeepsItsRingAlive() {
        _ = store.store(entity: Self.ring(4), named: AliasKey(named: "ring"))
        XCTAssertNotNil(store.find(Person.self, id: 2))
        store.removeAlias(named: AliasKey<Person>(named: "ring"))
        XCTAssertNil(store.find(Person.self, id: 2))
    }

    /// A person compared bit by bit (not `Equatable`), so that the debug test does not time `==` on deep values.
    struct Member: Aggregate {
        var id: Int
        var name: String
        var friends: [Member] = []
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.friends)] }
    }

    func testATenThousandRingIsStoredUpdatedAndReleased() {
        var tail = Member(id: 0, name: "p0")
        for id in stride(from: 9_999, through: 0, by: -1) {
            tail = Member(id: id, name: "p\(id)", friends: [tail])
        }
        weak var first: EntityNode<Member>?
        do {
            let observer = store.store(entity: tail)
            first = observer.node
            let changes = record(observer)
            store.update(Member.self, id: 5_000) { $0.name = "changed" }
            XCTAssertEqual(store.find(Member.self, id: 4_999)?.value.friends.first?.name, "changed")
            XCTAssertEqual(store.find(Member.self, id: 9_999)?.value.friends.first?.id, 0)
            // Rule 12: person 0 holds the ring once, every copy showing its final value, as deep as given.
            var level = observer.value
            var names: [String] = []
            while true {
                names.append(level.name)
                guard let friend = level.friends.first else { break }
                level = friend
            }
            XCTAssertEqual(names.count, 10_001, "nested as deep as given")
            XCTAssertEqual(names[5_000], "changed")
            XCTAssertEqual(names.enumerated().filter { $0.element != ($0.offset == 5_000 ? "changed" : "p\($0.offset % 10_000)") }.count, 0)
            drain()
            XCTAssertEqual(changes.count, 1)
            changes.subscription = nil
        }
        // These writes reached deep data: what they replaced is released on the deep-release thread.
        assertEventuallyReleased("the ring") { store.find(Member.self, id: 5_000) == nil && first == nil }
    }

    func testGarbageRingsAreCollectedWithoutLookups() {
        for round in 0..<50 {
            _ = store.store(entity: Person(id: round * 2, name: "a", friends: [Person(id: round * 2 + 1, name: "b", friends: [Person(id: round * 2, name: "a")])]))
            for filler in 0..<200 {
                _ = store.store(entity: Book(id: "\(round)-\(filler)", title: "t"))
            }
        }
        let alive = store.lock.withLock { $0.table(for: Person.self).liveCount }
        XCTAssertLessThan(alive, 20, "unreachable rings are collected as the store is written to")
    }

    struct Leaf: Identifiable {
        var id: Int
        var value: Int
    }

    struct Link: Aggregate {
        var id: Int
        var leaf: Leaf?
        var next: [Link]
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.leaf), .init(\.next)] }
    }

    struct Holder: Aggregate {
        var id: Int
        var link: Link
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.link)] }
    }

    /// A link that closes a cycle, met by the general walk, which then prunes the dead links of the same
    /// node: the closing link must still be valid when it is written last.
    func testAClosingLinkSurvivesThePruningOfDeadLinks() {
        var holder: EntityObserver<Holder>? = store.store(entity: Holder(id: 1, link: Link(id: 10, leaf: nil, next: [])))
        let y = store.store(entity: Link(id: 20, leaf: Leaf(id: 100, value: 0), next: [Link(id: 10, leaf: nil, next: [Link(id: 20, leaf: nil, next: [])])]))
        let other = store.store(entity: Leaf(id: 200, value: 0))
        holder = nil
        let batch = store.store(entities: [Leaf(id: 100, value: 1), Leaf(id: 200, value: 1)])
        XCTAssertEqual(y.value.leaf?.value, 1)
        XCTAssertEqual(store.find(Link.self, id: 10)?.value.next.first?.leaf?.value, 1, "the closing slot shows the final value")
        withExtendedLifetime((holder, y, other, batch)) {}
    }
}
