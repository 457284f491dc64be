import Foundation
import Lockstep

/// Hands out unique, increasing stamps to operations run concurrently on shared ids, and records what each did,
/// so that a concurrency test can tell the end state the highest stamps must leave, whatever the interleaving.
final class ModelOperationLog: @unchecked Sendable {
    enum Kind {
        /// A store of the author, whose observer is kept until the end.
        case store
        /// A store of the author inside `AuthorBooks(author: author, books: [Book(id: "b<id>")])`, all with the
        /// stamp as name and title, whose observer is kept until the end.
        case storeInAggregate
        case update
        case remove
    }

    struct Entry {
        let id: Int
        let kind: Kind
        let stamp: Stamp
        let returned: Bool
    }

    private let lock = NSLock()
    private var last: Stamp = 0
    private var entries: [Entry] = []

    /// Runs `body` with a new stamp, higher than every stamp handed out before, and records what it returned.
    @discardableResult
    func run(_ kind: Kind, on id: Int, _ body: (Stamp) -> Bool) -> Bool {
        let stamp = lock.withLock {
            last += 1
            return last
        }
        let returned = body(stamp)
        lock.withLock { entries.append(Entry(id: id, kind: kind, stamp: stamp, returned: returned)) }
        return returned
    }

    /// The operation on `id` with the highest stamp.
    func latest(on id: Int) -> Entry? {
        lock.withLock { entries.filter { $0.id == id }.max { $0.stamp < $1.stamp } }
    }

    /// How many removals of any id returned true.
    var acceptedRemovals: Int {
        lock.withLock { entries.filter { $0.kind == .remove && $0.returned }.count }
    }
}

// The stamped operations the concurrency tests run on shared authors; names and titles are the stamp.
extension ModelOperationLog {
    /// Stores author `id`; returns its observer, to keep.
    func storeAuthor(_ id: Int, in store: EntityStore) -> EntityObserver<Author> {
        var observer: EntityObserver<Author>?
        run(.store, on: id) { stamp in
            observer = store.store(entity: Author(id: id, name: "\(Int(stamp))"), modifiedAt: stamp)
            return true
        }
        return observer!
    }

    /// Stores author `id` inside its `AuthorBooks`; returns the aggregate's observer, to keep.
    func storeAuthorBooks(_ id: Int, in store: EntityStore) -> EntityObserver<AuthorBooks> {
        var observer: EntityObserver<AuthorBooks>?
        run(.storeInAggregate, on: id) { stamp in
            let name = "\(Int(stamp))"
            observer = store.store(entity: AuthorBooks(author: Author(id: id, name: name), books: [Book(id: "b\(id)", title: name)]), modifiedAt: stamp)
            return true
        }
        return observer!
    }

    func updateAuthor(_ id: Int, in store: EntityStore) {
        run(.update, on: id) { stamp in store.update(Author.self, id: id, modifiedAt: stamp) { $0.name = "\(Int(stamp))" } }
    }

    func removeAuthor(_ id: Int, in store: EntityStore) {
        run(.remove, on: id) { store.remove(Author.self, id: id, modifiedAt: $0) }
    }
}
