import Dispatch
import Lockstep
import LockstepAPIModels
import LockstepTestObservers
import XCTest

// A type of this target holding a type its dependency declares `Identifiable`: the generator reads the
// dependency's source and calls `addEntity`/`addEntities` for it, as for an entity of this target.
// lockstep: aggregate
struct Federation: Identifiable, Equatable {
    var id: Int
    var home: Instance
    var peers: [Instance]
}

/// An entity of a dependency, held by this target's aggregate, is kept in sync like the target's own.
final class DependencyEntityTests: XCTestCase {
    private let queue = DispatchQueue(label: "lockstep.dependency-entity-tests")
    private lazy var store = EntityStore(queue: queue)

    func testADependencysEntityIsKeptInSyncInsideTheTargetsAggregate() {
        let federation = Federation(id: 1, home: Instance(id: 1, domain: "a.example"),
                                    peers: [Instance(id: 2, domain: "b.example"), Instance(id: 1, domain: "a.example")])
        let observer = NotificationCounter(store.store(entity: federation))
        queue.sync {}

        _ = store.store(entity: Instance(id: 1, domain: "a2.example"))
        queue.sync {}

        let value = store.find(Federation.self, id: 1)?.value
        XCTAssertEqual(value?.home.domain, "a2.example")
        XCTAssertEqual(value?.peers.map(\.domain), ["b.example", "a2.example"])
        XCTAssertEqual(observer.count, 1, "one write, one notification")
    }
}
