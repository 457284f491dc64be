/// What the observer returned by `store(entities:)` must show, position by position: the current value of an
/// entity it follows, or a value it keeps (one the write could not store). A removed entity leaves it, the
/// others keep their order.
final class ModelBatch {
    enum Entry {
        /// Follows the stored entity.
        case live(String)
        /// The value given, never stored (NaN stamp): kept for good.
        case frozen(Book)
        /// The value given of an entity removed before (`ModelDefect.lateCopyInBatch`): kept until the batch
        /// drops a removed entity, which drops it too.
        case removed(Book)
    }

    private(set) var entries: [Entry]

    init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// The books the batch keeps alive.
    var roots: [ModelKey] {
        entries.compactMap { if case .live(let id) = $0 { .book(id) } else { nil } }
    }

    var ids: [String] {
        entries.map {
            switch $0 {
            case .live(let id): id
            case .frozen(let book): "\(book.id) (kept)"
            case .removed(let book): "\(book.id) (removed)"
            }
        }
    }

    func drop(_ removed: Set<ModelKey>) {
        guard roots.contains(where: removed.contains) else { return }
        entries.removeAll {
            switch $0 {
            case .live(let id): removed.contains(.book(id))
            case .frozen: false
            case .removed: true
            }
        }
    }

    func value(in reference: ModelReference) -> [Book] {
        entries.map {
            switch $0 {
            case .live(let id): reference.book(id)
            case .frozen(let book), .removed(let book): book
            }
        }
    }
}
