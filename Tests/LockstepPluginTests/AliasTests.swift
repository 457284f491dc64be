import Dispatch
import Lockstep
import XCTest

/// Properties typed with the target's aliases are classified through them, and kept in sync.
final class AliasTests: XCTestCase {
    private let store = EntityStore(queue: DispatchQueue(label: "lockstep.plugin.alias-tests"))

    func testEntitiesBehindAliasesAreKeptInSync() {
        let album = StickerAlbum(id: 1, title: "Album", pages: [Sticker(id: 1, text: "a")], favourite: Sticker(id: 1, text: "a"))
        let observer = store.store(entity: album)
        store.update(Sticker.self, id: 1) { $0.text = "a2" }

        XCTAssertEqual(observer.value.pages, [Sticker(id: 1, text: "a2")])
        XCTAssertEqual(observer.value.favourite, Sticker(id: 1, text: "a2"))
        XCTAssertEqual(observer.value.nestedEntitiesKeyPaths.count, 2, "the page and the favourite; not the title")
    }
}
