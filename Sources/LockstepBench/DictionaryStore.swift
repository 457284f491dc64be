import Foundation

/// The practical floor every workload is compared with: a lock-protected store of plain dictionaries with the
/// same semantics as `EntityStore`, specialized by hand on the benchmark's model types.
///
/// Like Lockstep it keeps one typed table per entity type, copies values into their parents, keeps for each
/// child the list of parents (and slots) that hold it, spreads an update to every one of them, compares stamps
/// (a write whose stamp is not newer is rejected), skips writes of an `==` value, and calls observer closures
/// (synchronously, under the lock: the cheapest possible delivery). It does no type erasure, no weak memory
/// and no deferred notification, so it is faster than any general store can be.
final class DictionaryStore: @unchecked Sendable {
    /// A stored value and the stamp of the write that produced it.
    struct Entry<Value> {
        var value: Value
        var stamp: Double?
    }

    /// A position in a parent: the parent's id and the index of the child in the parent's array.
    struct ArraySlot {
        var parent: Int
        var index: Int
    }

    private let lock = NSLock()

    private var books: [Int: Entry<BenchBook>] = [:]
    private var authors: [Int: Entry<BenchAuthor>] = [:]
    private var aggregates: [Int: Entry<AuthorBooks>] = [:]
    private var levels: [Int: Entry<Level>] = [:]
    private var smalls: [Int: Entry<SmallEntity>] = [:]

    /// Aggregates holding each author.
    private var authorParents: [Int: [Int]] = [:]
    /// Aggregate slots holding each book.
    private var bookParents: [Int: [ArraySlot]] = [:]
    /// Level slots holding each level.
    private var levelParents: [Int: [ArraySlot]] = [:]

    private var aggregateObservers: [Int: [(AuthorBooks) -> Void]] = [:]
    private var levelObservers: [Int: [(Level) -> Void]] = [:]

    /// Whether a write stamped `received` may replace a value stamped `current`.
    @inline(__always)
    private static func accepts(_ received: Double?, over current: Double?) -> Bool {
        guard let received, let current else { return true }
        return received > current
    }

    // MARK: Books and small entities

    /// Stores a book and spreads it to every aggregate that holds it. Returns the stored value.
    @discardableResult
    func store(book: BenchBook, stamp: Double? = nil) -> BenchBook {
        lock.lock()
        defer { lock.unlock() }
        return storeLocked(book: book, stamp: stamp)
    }

    /// Stores several books under one lock.
    @discardableResult
    func store(books newBooks: [BenchBook], stamp: Double? = nil) -> [BenchBook] {
        lock.lock()
        defer { lock.unlock() }
        return newBooks.map { storeLocked(book: $0, stamp: stamp) }
    }

    /// The stored book with `id`, if any.
    func findBook(id: Int) -> BenchBook? {
        lock.lock()
        defer { lock.unlock() }
        return books[id]?.value
    }

    /// Stores a small entity. Returns the stored value.
    @discardableResult
    func store(small: SmallEntity, stamp: Double? = nil) -> SmallEntity {
        lock.lock()
        defer { lock.unlock() }
        if let current = smalls[small.id] {
            guard Self.accepts(stamp, over: current.stamp) else { return current.value }
            if current.value == small { return small }
        }
        smalls[small.id] = Entry(value: small, stamp: stamp)
        return small
    }

    private func storeLocked(book: BenchBook, stamp: Double?) -> BenchBook {
        if let current = books[book.id] {
            guard Self.accepts(stamp, over: current.stamp) else { return current.value }
            if current.value == book { return book }
            books[book.id] = Entry(value: book, stamp: stamp)
            for slot in bookParents[book.id] ?? [] {
                aggregates[slot.parent]!.value.books[slot.index] = book
                notifyAggregate(slot.parent)
            }
        } else {
            books[book.id] = Entry(value: book, stamp: stamp)
        }
        return book
    }

    // MARK: Authors and aggregates

    /// Stores an aggregate, its author and its books, each in its own table; stale children keep their stored
    /// value and the aggregate shows it. Returns the stored aggregate.
    @discardableResult
    func store(aggregate: AuthorBooks, stamp: Double? = nil) -> AuthorBooks {
        lock.lock()
        defer { lock.unlock() }
        var aggregate = aggregate
        if let current = aggregates[aggregate.id] {
            guard Self.accepts(stamp, over: current.stamp) else { return current.value }
            unlink(current.value)
        }
        aggregate.author = storeLocked(author: aggregate.author, stamp: stamp)
        authorParents[aggregate.author.id, default: []].append(aggregate.id)
        for index in aggregate.books.indices {
            aggregate.books[index] = storeLocked(book: aggregate.books[index], stamp: stamp)
            bookParents[aggregate.books[index].id, default: []].append(ArraySlot(parent: aggregate.id, index: index))
        }
        aggregates[aggregate.id] = Entry(value: aggregate, stamp: stamp)
        notifyAggregate(aggregate.id)
        return aggregate
    }

    /// Calls `onChange` with the aggregate's current value now and after every change.
    func observeAggregate(id: Int, onChange: @escaping (AuthorBooks) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        aggregateObservers[id, default: []].append(onChange)
        if let value = aggregates[id]?.value {
            onChange(value)
        }
    }

    /// Modifies a stored author and spreads it to every aggregate holding it. False when not stored.
    @discardableResult
    func updateAuthor(id: Int, stamp: Double? = nil, _ update: (inout BenchAuthor) -> Void) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard var author = authors[id]?.value else { return false }
        update(&author)
        _ = storeLocked(author: author, stamp: stamp)
        return true
    }

    private func storeLocked(author: BenchAuthor, stamp: Double?) -> BenchAuthor {
        if let current = authors[author.id] {
            guard Self.accepts(stamp, over: current.stamp) else { return current.value }
            if current.value == author { return author }
            authors[author.id] = Entry(value: author, stamp: stamp)
            for parent in authorParents[author.id] ?? [] {
                aggregates[parent]!.value.author = author
                notifyAggregate(parent)
            }
        } else {
            authors[author.id] = Entry(value: author, stamp: stamp)
        }
        return author
    }

    private func unlink(_ aggregate: AuthorBooks) {
        authorParents[aggregate.author.id]?.removeAll { $0 == aggregate.id }
        for book in aggregate.books {
            bookParents[book.id]?.removeAll { $0.parent == aggregate.id }
        }
    }

    private func notifyAggregate(_ id: Int) {
        guard let observers = aggregateObservers[id], let value = aggregates[id]?.value else { return }
        for observer in observers {
            observer(value)
        }
    }

    // MARK: Levels

    /// Stores a chain of levels, each in its own entry, deepest first. Returns the stored top level.
    @discardableResult
    func store(level: Level, stamp: Double? = nil) -> Level {
        lock.lock()
        defer { lock.unlock() }
        return storeLocked(level: level, stamp: stamp)
    }

    /// Calls `onChange` with the level's current value now and after every change.
    func observeLevel(id: Int, onChange: @escaping (Level) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        levelObservers[id, default: []].append(onChange)
        if let value = levels[id]?.value {
            onChange(value)
        }
    }

    /// Modifies a stored level and writes it into every ancestor, bottom-up. False when not stored.
    @discardableResult
    func updateLevel(id: Int, stamp: Double? = nil, _ update: (inout Level) -> Void) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard var level = levels[id]?.value else { return false }
        update(&level)
        _ = storeLocked(level: level, stamp: stamp)
        return true
    }

    private func storeLocked(level: Level, stamp: Double?) -> Level {
        var level = level
        if let current = levels[level.id] {
            guard Self.accepts(stamp, over: current.stamp) else { return current.value }
            for child in current.value.child {
                levelParents[child.id]?.removeAll { $0.parent == level.id }
            }
        }
        for index in level.child.indices {
            level.child[index] = storeLocked(level: level.child[index], stamp: stamp)
            levelParents[level.child[index].id, default: []].append(ArraySlot(parent: level.id, index: index))
        }
        levels[level.id] = Entry(value: level, stamp: stamp)
        spread(level: level.id)
        return level
    }

    /// Writes a changed level into its ancestors and notifies every one that is observed.
    private func spread(level id: Int) {
        notifyLevel(id)
        var pending = [id]
        while let changed = pending.popLast() {
            guard let slots = levelParents[changed], let value = levels[changed]?.value else { continue }
            for slot in slots {
                levels[slot.parent]!.value.child[slot.index] = value
                notifyLevel(slot.parent)
                pending.append(slot.parent)
            }
        }
    }

    private func notifyLevel(_ id: Int) {
        guard let observers = levelObservers[id], let value = levels[id]?.value else { return }
        for observer in observers {
            observer(value)
        }
    }
}
