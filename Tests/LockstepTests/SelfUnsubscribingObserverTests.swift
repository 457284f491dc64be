import XCTest
@testable import Lockstep

/// An observer may cancel its own subscription from inside its callback.
final class SelfUnsubscribingObserverTests: StoreTestCase {
    func testAnObserverUnsubscribingItselfIsNotCalledAgain() {
        let observer = store.store(entity: Book(id: "b", title: "T"))
        let recorder = Recorder<String>()
        recorder.subscription = observer.observe { book in
            recorder.append(book.title)
            if book.title == "T2" { recorder.subscription?.unsubscribe() }
        }
        store.update(Book.self, id: "b") { $0.title = "T2" }
        drain()
        store.update(Book.self, id: "b") { $0.title = "T3" }
        drain()
        XCTAssertEqual(recorder.values, ["T", "T2"])
    }
}
