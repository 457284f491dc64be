import Dispatch
import Lockstep
import XCTest

/// A type with an attached macro the generator knows adds no conformance is classified like any other.
final class MacroTypeTests: XCTestCase {
    private let store = EntityStore(queue: DispatchQueue(label: "lockstep.plugin.macro-tests"))

    func testAnEntityWithDebugDescriptionIsKeptInSync() {
        let sheet = StickerSheet(id: 1, stickers: [Sticker(id: 1, text: "a"), Sticker(id: 2, text: "b")], cover: Sticker(id: 2, text: "b"))
        let observer = store.store(entity: sheet)
        store.update(Sticker.self, id: 2) { $0.text = "b2" }

        XCTAssertEqual(observer.value.stickers, [Sticker(id: 1, text: "a"), Sticker(id: 2, text: "b2")])
        XCTAssertEqual(observer.value.cover, Sticker(id: 2, text: "b2"))
    }
}
