import XCTest

/// The end state concurrency tests can tell from stamps alone, whatever the interleaving.
extension StoreTestCase {
    /// Checks author `id` (and the `AuthorBooks` of the same id, which cannot exist without it) against the
    /// operation with the highest stamp on it:
    /// - a store newer than everything else done to it stays, with its value (its observer is kept);
    /// - a removal newer than everything else done to it that found it leaves it removed for good: older writes
    ///   arriving later are refused by its tombstone, and so is an `AuthorBooks` holding it.
    /// Other ends (an update last, a removal that found nothing) depend on the interleaving.
    ///
    /// - Returns: whether the end could be told.
    @discardableResult
    func assertEndState(ofAuthor id: Int, in log: ModelOperationLog) -> Bool {
        guard let latest = log.latest(on: id) else { return false }
        let stamp = "\(Int(latest.stamp))"
        switch latest.kind {
        case .store, .storeInAggregate:
            XCTAssertEqual(store.find(Author.self, id: id)?.value.name, stamp, "author \(id): stored last (at \(stamp)), it stays")
            if latest.kind == .storeInAggregate {
                let expected = AuthorBooks(author: Author(id: id, name: stamp), books: [Book(id: "b\(id)", title: stamp)])
                XCTAssertEqual(store.find(AuthorBooks.self, id: id)?.value, expected, "AuthorBooks \(id): stored last, it stays")
            }
            return true
        case .remove where latest.returned:
            XCTAssertNil(store.find(Author.self, id: id), "author \(id): removed last (at \(stamp)), it stays removed")
            XCTAssertNil(store.find(AuthorBooks.self, id: id), "AuthorBooks \(id) cannot exist without author \(id)")
            return true
        default:
            return false
        }
    }
}
