import Dispatch
import Foundation
import Lockstep
import XCTest

/// An array of arrays of entities and a generic wrapper, decoded from a gateway payload and kept in sync by
/// generated code alone.
final class NestedContainerTests: XCTestCase {
    private let queue = DispatchQueue(label: "lockstep.nested-container-tests")
    private lazy var store = EntityStore(queue: queue)

    private func ready() throws -> Discord.ReadyEvent {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "ready", withExtension: "json", subdirectory: "JSON"))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Discord.ReadyEvent.self, from: Data(contentsOf: url))
    }

    func testEveryUserInTheArraysOfArraysIsStoredAndUpdatedInEveryPosition() throws {
        let observer = store.store(entity: try ready())
        XCTAssertEqual(store.find(Discord.User.self, id: "u3")?.value.username, "cy", "a user only the optional nested array holds")

        store.update(Discord.User.self, id: "u2") { user in user = Discord.User(id: "u2", username: "bobby") }

        let value = observer.value
        XCTAssertEqual(value.voiceChannels.map { $0.map(\.username) }, [["ann", "bobby"], ["bobby"]])
        XCTAssertEqual(value.user.username, "ann")
    }

    func testAUserRemovedLeavesItsInnerArrayAndNothingElse() throws {
        let observer = store.store(entity: try ready())
        XCTAssertTrue(store.remove(Discord.User.self, id: "u2"))

        let value = observer.value
        XCTAssertEqual(value.voiceChannels.map { $0.map(\.id) }, [["u1"], []])
        XCTAssertEqual(value.privateChannels?.map { $0.map(\.id) }, [["u3"]])
        XCTAssertEqual(value.user.id, "u1")
    }

    func testAGuildInsideTheGenericWrapperIsAnEntity() throws {
        let observer = store.store(entity: try ready())
        XCTAssertEqual(observer.value.guilds.map { $0.value?.id }, ["g1", nil, "g2"], "the unreadable guild decodes to nil")

        var renamed = 0
        let subscription = observer.observe { value in
            if value.guilds.last?.value?.name == "Linux & Swift" { renamed += 1 }
        }
        store.update(Discord.Guild.self, id: "g2") { guild in guild = Discord.Guild(id: "g2", name: "Linux & Swift") }
        queue.sync {}

        XCTAssertEqual(observer.value.guilds.last?.value?.name, "Linux & Swift")
        XCTAssertEqual(renamed, 1)
        subscription.unsubscribe()
    }
}
