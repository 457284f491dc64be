import XCTest
@testable import Lockstep

/// `NodeReference`, which tables, parent links and the cycle collector use instead of `weak`: it must read as
/// the node exactly while the node is alive, keep no node alive, give nodes no side table, and every count it
/// takes on a node's memory must be given back. The `PortableReferences` build (`weak` and `unowned`, no runtime
/// entry point) runs the tests that do not read the native build's header layout.
final class NodeReferenceTests: XCTestCase {
    private func makeNode(_ value: Int = 1) -> EntityNode<Int> {
        EntityNode(value: value)
    }

    /// The reference-count word of `object`'s header (64-bit layout).
    private func countBits(_ object: AnyObject) -> UInt64 {
        Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: 8, as: UInt64.self)
    }

    /// Whether the runtime gave `object` a side table (what a `weak` reference to it does): the two top bits.
    private func hasSideTable(_ object: AnyObject) -> Bool {
        countBits(object) >> 62 == 0b11
    }

#if !PortableReferences
    /// The counts on `object`'s memory: 1 for the object itself, plus one per `NodeReference` (or `unowned`
    /// reference) to it. Bits 1–31 of the word, while the object has no side table.
    private func memoryCount(_ object: AnyObject) -> UInt64 {
        (countBits(object) >> 1) & 0x7FFF_FFFF
    }
#endif

#if !PortableReferences
    func testItIsTheNodesAddressAndOneCountOnItsMemory() {
        let node = makeNode()
        XCTAssertEqual(memoryCount(node), 1)
        let reference = NodeReference(node)
        XCTAssertEqual(MemoryLayout<NodeReference>.size, MemoryLayout<UnsafeRawPointer>.size)
        XCTAssertEqual(reference.address, UnsafeRawPointer(Unmanaged.passUnretained(node).toOpaque()))
        XCTAssertEqual(memoryCount(node), 2)
        let second = reference.duplicate()
        XCTAssertEqual(memoryCount(node), 3)
        second.releaseMemory()
        reference.releaseMemory()
        XCTAssertEqual(memoryCount(node), 1)
    }
#endif

    func testItGivesTheNodeWhileSomethingHoldsItAndNilAfter() {
        var node: EntityNode<Int>? = makeNode(42)
        let reference = NodeReference(node!)
        defer { reference.releaseMemory() }
        XCTAssertTrue(reference.node === node)
        XCTAssertEqual((reference.node as? EntityNode<Int>)?.value, 42)
        node = nil
        XCTAssertNil(reference.node, "the reference did not keep the node alive")
        XCTAssertNil(reference.node, "a failed read retains nothing and stays nil")
    }

    func testIsReleasedTurnsTrueWithTheLastStrongReferenceAndTakesNoCount() {
        var node: EntityNode<Int>? = makeNode()
        let reference = NodeReference(node!)
        defer { reference.releaseMemory() }
        let before = countBits(node!)
        XCTAssertFalse(reference.isReleased)
        let after = countBits(node!)
        XCTAssertEqual(after, before)
        var extra = node
        node = nil
        XCTAssertFalse(reference.isReleased, "another strong reference still holds it")
        extra = nil
        XCTAssertNil(extra)
        XCTAssertTrue(reference.isReleased)
    }

    func testReadingItLeavesTheNodesStrongCountAsItWas() {
        let node = makeNode()
        let reference = NodeReference(node)
        defer { reference.releaseMemory() }
        let before = countBits(node)
        for _ in 0..<100 {
            _ = reference.node
        }
        let after = countBits(node)
        XCTAssertEqual(after, before)
    }

    func testADuplicateKeepsTheMemoryAfterTheOriginalIsGivenBack() {
        var node: EntityNode<Int>? = makeNode()
        let reference = NodeReference(node!)
        let duplicate = reference.duplicate()
        node = nil
        reference.releaseMemory()
        // Under Address Sanitizer, reading a freed header here would be reported.
        XCTAssertNil(duplicate.node)
        duplicate.releaseMemory()
    }

    func testAReleasedNodesAddressIsNotReusedWhileReferenced() {
        var node: EntityNode<Int>? = makeNode()
        let reference = NodeReference(node!)
        defer { reference.releaseMemory() }
        node = nil
        // Allocations of the same size would take the freed block first, were it freed.
        let others = (0..<64).map { makeNode($0) }
        XCTAssertFalse(others.contains { reference.refers(to: $0) })
        XCTAssertNil(reference.node)
    }

    func testRefersToComparesIdentity() {
        let node = makeNode()
        let other = makeNode()
        let reference = NodeReference(node)
        defer { reference.releaseMemory() }
        XCTAssertTrue(reference.refers(to: node))
        XCTAssertFalse(reference.refers(to: other))
    }

    func testTheSideTableCheckSeesAWeakReference() {
        let node = makeNode()
        XCTAssertFalse(hasSideTable(node))
        weak let weakNode = node
        XCTAssertTrue(hasSideTable(node))
        XCTAssertNotNil(weakNode)
    }

#if !PortableReferences
    func testNodesOfStoredEntitiesAndTheirParentsHaveNoSideTable() {
        let store = EntityStore(queue: DispatchQueue(label: "NodeReferenceTests"))
        let aggregate = store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "x", title: "X")]))
        let book = store.find(Book.self, id: "x")
        XCTAssertEqual(book?.value, Book(id: "x", title: "X"))
        store.update(Author.self, id: 1) { $0.name = "B" }
        XCTAssertEqual(aggregate.value.author.name, "B")
        store.lock.withLock {
            let nodes: [NodeBase] = [
                store.table(for: AuthorBooks.self).node(for: 1), store.table(for: Author.self).node(for: 1),
                store.table(for: Book.self).node(for: "x"),
            ].compactMap { $0 }
            XCTAssertEqual(nodes.count, 3)
            XCTAssertEqual(nodes.filter(hasSideTable).count, 0)
        }
    }
#endif

#if !PortableReferences
    func testTablesAndParentLinksGiveBackTheirCounts() {
        let store = EntityStore(queue: DispatchQueue(label: "NodeReferenceTests"))
        let aggregate = store.store(entity: AuthorBooks(author: Author(id: 1, name: "A"), books: [Book(id: "x", title: "X")]))
        let author = store.find(Author.self, id: 1)!
        let (parent, child) = store.lock.withLock {
            (store.table(for: AuthorBooks.self).node(for: 1)!, store.table(for: Author.self).node(for: 1)!)
        }
        // The parent: itself, its table entry, and the links of its two children.
        XCTAssertEqual(memoryCount(parent), 4)
        // The author: itself and its table entry.
        XCTAssertEqual(memoryCount(child), 2)
        store.update(AuthorBooks.self, id: 1) { $0.books = [] }
        XCTAssertEqual(memoryCount(parent), 3, "the book's link to the parent went with the book")
        store.remove(Author.self, id: 1)
        XCTAssertEqual(memoryCount(child), 1, "a removed entity leaves its table")
        XCTAssertEqual(memoryCount(parent), 1, "the removed parent left its table, and the author its link")
        withExtendedLifetime((aggregate, author)) {}
    }
#endif

#if !PortableReferences
    func testAParentLinkHoldsOneCountHoweverManyPlacesItsParentHoldsTheChildIn() throws {
        typealias Playlist = ParentLinkTests.Playlist
        typealias Track = ParentLinkTests.Track
        let store = EntityStore(queue: DispatchQueue(label: "NodeReferenceTests"))
        let intro = Track(id: 7, title: "Intro")
        var playlists = (1...10).map { store.store(entity: Playlist(id: $0, tracks: [intro, intro], featured: intro)) }
        let track = store.find(Track.self, id: 7)!
        // Each playlist: itself, its table entry and the track's link to it (one for three places).
        XCTAssertEqual(playlists.map { memoryCount($0.node) }, Array(repeating: 3, count: 10))
        XCTAssertEqual(memoryCount(track.node), 2, "the track: itself and its table entry")

        // A released playlist's memory stays while the track's link and the table reference it.
        let released = NodeReference(playlists[4].node)
        let address = UnsafeMutableRawPointer(mutating: released.address)
        playlists.remove(at: 4)
        XCTAssertTrue(released.isReleased)
        XCTAssertEqual((address.load(fromByteOffset: 8, as: UInt64.self) >> 1) & 0x7FFF_FFFF, 3, "the link's, the table's and the test's")
        store.store(entity: Track(id: 7, title: "Intro (live)"))
        XCTAssertEqual((address.load(fromByteOffset: 8, as: UInt64.self) >> 1) & 0x7FFF_FFFF, 2, "the pruned link gave its count back")
        XCTAssertEqual(track.node.parents?.count, 9)
        released.releaseMemory()

        // A playlist letting go of the track gets its count back; so does every playlist once the track is removed.
        store.store(entity: Playlist(id: 1, tracks: [], featured: nil))
        XCTAssertEqual(memoryCount(playlists[0].node), 2)
        XCTAssertTrue(store.remove(Track.self, id: 7))
        XCTAssertEqual(playlists.map { memoryCount($0.node) }, Array(repeating: 2, count: 9))
    }
#endif

#if !PortableReferences
    /// Rule 13 of Docs/Design.md: a queued notification of a node Observation watches references the node
    /// without holding it, and gives its count back once delivered.
    func testAQueuedNotificationHoldsACountOnItsNodeUntilDelivered() {
        let queue = DispatchQueue(label: "NodeReferenceTests")
        let store = EntityStore(queue: queue)
        let book = store.store(entity: Book(id: "b", title: "T"))
        XCTAssertEqual(book.value.title, "T", "read once, so that Observation watches the node")
        XCTAssertEqual(memoryCount(book.node), 2, "itself and its table entry")
        queue.suspend()
        store.update(Book.self, id: "b") { $0.title = "U" }
        XCTAssertEqual(memoryCount(book.node), 3, "and the queued notification's")
        queue.resume()
        queue.sync {}
        XCTAssertEqual(memoryCount(book.node), 2, "given back with the delivered batch")
    }
#endif

#if !PortableReferences
    func testStoringAReleasedIDAgainReplacesItsDeadEntry() {
        let store = EntityStore(queue: DispatchQueue(label: "NodeReferenceTests"))
        var observer: EntityObserver<Book>? = store.store(entity: Book(id: "b", title: "T"))
        // A count of the test's own keeps the released node's memory readable.
        let released = NodeReference(observer!.node)
        let address = UnsafeMutableRawPointer(mutating: released.address)
        observer = nil
        XCTAssertTrue(released.isReleased)
        // Its header: the table's count and the test's (the node's own went with its last strong reference).
        XCTAssertEqual((address.load(fromByteOffset: 8, as: UInt64.self) >> 1) & 0x7FFF_FFFF, 2)

        let renewed = store.store(entity: Book(id: "b", title: "U"))

        XCTAssertEqual((address.load(fromByteOffset: 8, as: UInt64.self) >> 1) & 0x7FFF_FFFF, 1, "the dead entry gave its count back")
        XCTAssertEqual(memoryCount(renewed.node), 2, "the new node: itself and its table entry")
        XCTAssertEqual(store.lock.withLock { store.table(for: Book.self).entryCount }, 1)
        XCTAssertEqual(store.find(Book.self, id: "b")?.value.title, "U")
        released.releaseMemory()
    }
#endif

#if PortableReferences
    /// The portable build's cost, which the native build avoids: `weak` gives every referenced node a side table.
    func testPortableReferencesGiveStoredNodesASideTable() {
        let store = EntityStore(queue: DispatchQueue(label: "NodeReferenceTests"))
        let book = store.store(entity: Book(id: "x", title: "X"))
        XCTAssertEqual(book.value, Book(id: "x", title: "X"))
        XCTAssertTrue(hasSideTable(book.node))
    }
#endif

    func testATablesEntryOfAReleasedNodeIsDeadUntilPruned() {
        let store = EntityStore(queue: DispatchQueue(label: "NodeReferenceTests"))
        var observer: EntityObserver<Book>? = store.store(entity: Book(id: "b", title: "T"))
        XCTAssertEqual(store.lock.withLock { store.table(for: Book.self).liveCount }, 1)
        observer = nil
        XCTAssertNil(observer)
        XCTAssertEqual(store.lock.withLock { store.table(for: Book.self).liveCount }, 0)
        XCTAssertEqual(store.lock.withLock { store.table(for: Book.self).entryCount }, 1, "pruned only when the table grows")
        XCTAssertNil(store.find(Book.self, id: "b"))
    }
}
