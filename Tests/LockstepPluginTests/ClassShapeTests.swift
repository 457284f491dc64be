import Dispatch
import Foundation
import Lockstep
import LockstepTestObservers
import XCTest

/// Generated comparisons of an immutable class read every property shape (alone, optional, arrays, optional
/// arrays, `ContiguousArray`, optionals in arrays, nested arrays) through the element's own comparison, not its
/// id-only `==`: a fresh decode of the same JSON notifies nobody, and a rename anywhere notifies once.
final class ClassShapeTests: XCTestCase {
    private let queue = DispatchQueue(label: "lockstep.plugin.class-shapes")
    private lazy var store = EntityStore(queue: queue)

    private func account(_ id: String, _ name: String = "Name") -> String {
        "{\"id\": \"\(id)\", \"username\": \"\(id)\", \"displayName\": \"\(name)\"}"
    }

    /// Every account is `a<n>`; `renamed` gives one of them another display name.
    private func decodeThread(renamed: String? = nil) throws -> SocialThread {
        func account(_ id: String) -> String { self.account(id, id == renamed ? "Renamed" : "Name") }
        let json = """
            {"id": "t1", "starter": \(account("a1")), "featured": \(account("a2")),
             "participants": [\(account("a3")), \(account("a4"))], "moderators": [\(account("a5"))],
             "archived": [\(account("a6"))], "seats": [null, \(account("a7"))], "rounds": [[\(account("a8"))], []]}
            """
        return try JSONDecoder().decode(SocialThread.self, from: Data(json.utf8))
    }

    func testAFreshDecodeOfTheSameThreadNotifiesNobody() throws {
        let counter = NotificationCounter(store.store(entity: try decodeThread()))
        queue.sync {}
        _ = store.store(entity: try decodeThread())
        queue.sync {}
        XCTAssertEqual(counter.count, 0)
    }

    func testARenameInEveryShapeNotifiesOnce() throws {
        for id in ["a1", "a2", "a3", "a5", "a6", "a7", "a8"] {
            let observer = store.store(entity: try decodeThread())
            let counter = NotificationCounter(observer)
            queue.sync {}
            _ = store.store(entity: try decodeThread(renamed: id))
            queue.sync {}
            XCTAssertEqual(counter.count, 1, "a rename of \(id)")
            _ = store.store(entity: try decodeThread())
            queue.sync {}
            XCTAssertEqual(counter.count, 2, "the rename of \(id) undone")
        }
    }
}
