import XCTest
@testable import Lockstep

/// Rule 12 of Docs/Design.md over random friend graphs (several cycles sharing people, people who are their own
/// friends): whatever the shape, after every store or update each copy at every depth shows its person's final
/// name, each person keeps exactly the friends they have, values keep their nesting, and no person is notified
/// twice for one write.
final class CycleGraphTests: StoreTestCase {
    /// A fixed sequence, so that a failure names a graph that fails again.
    struct Generator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    /// Person `id` with friends as `friends` says, nested until a person already on the path, who comes without
    /// friends: the way a server truncates a cyclic graph.
    static func person(_ id: Int, friends: [Int: [Int]], names: [Int: String], path: [Int] = []) -> Person {
        guard !path.contains(id) else { return Person(id: id, name: names[id]!) }
        return Person(id: id, name: names[id]!, friends: friends[id]!.map { person($0, friends: friends, names: names, path: path + [id]) })
    }

    /// How deep `person` is nested; fails where a copy does not show its person's name in `names`.
    func depth(of person: Person, names: [Int: String], _ context: String) -> Int {
        var deepest = 0
        var pending = [(person, 1)]
        while let (copy, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            XCTAssertEqual(copy.name, names[copy.id], "\(context): a copy of person \(copy.id)")
            pending += copy.friends.map { ($0, depth + 1) }
        }
        return deepest
    }

    func testEveryCopyInRandomFriendGraphsShowsTheFinalValueAndKeepsItsShape() {
        for seed in 0..<120 {
            setUp()
            var random = Generator(state: UInt64(seed) &* 7_919 &+ 1)
            let count = Int.random(in: 2...6, using: &random)
            var friends: [Int: [Int]] = [:]
            for id in 0..<count {
                friends[id] = (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 0..<count, using: &random) }
            }
            var names = Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, "p\($0)") })
            let first = store.store(entity: Self.person(0, friends: friends, names: names))
            let people = [first] + (1..<count).compactMap { store.find(Person.self, id: $0) }
            let changes = people.map { record($0) }
            // As stored, every value is already in the shape it keeps.
            var depths = Dictionary(uniqueKeysWithValues: people.map { ($0.value.id, depth(of: $0.value, names: names, "graph \(seed)")) })
            for round in 0..<10 {
                let renamed = Int.random(in: 0..<count, using: &random)
                guard store.find(Person.self, id: renamed) != nil else { continue }
                names[renamed] = "round \(round)"
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    store.update(Person.self, id: renamed) { $0.name = "round \(round)" }
                case 1:
                    var value = store.find(Person.self, id: renamed)!.value
                    value.name = "round \(round)"
                    store.store(entity: value)
                default:
                    // Fresh data in the server's shape: values may take that shape, and keep it from then on.
                    store.store(entity: Self.person(renamed, friends: friends, names: names))
                    depths = [:]
                }
                drain()
                let context = "graph \(seed) \(friends), round \(round)"
                for (person, changes) in zip(people, changes) {
                    let value = person.value
                    XCTAssertEqual(value.friends.map(\.id), friends[value.id], "\(context): person \(value.id) keeps their friends")
                    let depth = depth(of: value, names: names, context)
                    if let before = depths[value.id] {
                        XCTAssertEqual(depth, before, "\(context): person \(value.id) keeps their nesting")
                    }
                    depths[value.id] = depth
                    XCTAssertLessThanOrEqual(changes.count, 1, "\(context): person \(value.id) is notified once at most")
                    changes.reset()
                }
            }
        }
    }
}
