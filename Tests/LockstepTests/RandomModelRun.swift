import Lockstep

/// One seeded random run of `RandomizedModelTests`: applies each random operation to the store and to the
/// reference model, then compares them.
final class RandomModelRun {
    private let store: EntityStore
    private let drain: () -> Void
    private var random: SplitMix64
    private var reference = ModelReference()
    private var watches: [ModelWatch] = []
    private var detached: [ModelWatch] = []
    private var clock: Double = 0
    private var inTransaction = false
    private var pendingFailures: [String] = []

    init(store: EntityStore, seed: UInt64, drain: @escaping () -> Void) {
        self.store = store
        self.drain = drain
        self.random = SplitMix64(state: seed)
    }

    // MARK: Steps

    /// Runs one random operation and returns what it did and every disagreement with the reference.
    func step() -> (operation: String, failures: [String]) {
        var lenient = false
        var failures: [String] = []
        let operation: String
        switch random.below(1000) {
        case 0..<600:
            operation = write()
        case 600..<660:
            lenient = true
            inTransaction = true
            var writes: [String] = []
            let count = 2 + random.below(3)
            store.transaction {
                for _ in 0..<count { writes.append(write()) }
            }
            inTransaction = false
            operation = "transaction { " + writes.joined(separator: "; ") + " }"
        case 660..<720:
            operation = hold()
        case 720..<760:
            operation = watchAlias()
        case 760..<840:
            let candidates = watches.indices.filter { !watches[$0].isSubscribed }
            guard let index = candidates.randomElement(using: &random) else { return ("subscribe: nothing", check(lenient: false)) }
            failures += watches[index].subscribe(drain: drain)
            operation = "subscribe \(watches[index].name)"
        case 840..<880:
            let candidates = watches.indices.filter { watches[$0].isSubscribed }
            guard let index = candidates.randomElement(using: &random) else { return ("unsubscribe: nothing", check(lenient: false)) }
            watches[index].unsubscribe()
            operation = "unsubscribe \(watches[index].name)"
        case 880..<975:
            let count = watches.count > 24 ? 3 : 1
            var released: [String] = []
            for _ in 0..<count where !watches.isEmpty {
                released.append(watches.remove(at: random.below(watches.count)).name)
            }
            operation = "release \(released)"
        case 975..<995:
            if random.chance(20) {
                store.removeAllAlias()
                reference.authorAliases = [:]
                reference.bookListAliases = [:]
                operation = "removeAllAlias"
            } else if random.chance(50) {
                let name = "a\(random.below(2))"
                store.removeAlias(named: AliasKey<Author>(named: name))
                reference.authorAliases[name] = nil
                operation = "removeAlias \(name)"
            } else {
                let name = "l\(random.below(2))"
                store.removeAlias(named: AliasKey<[Book]>(named: name))
                reference.bookListAliases[name] = nil
                operation = "removeAlias \(name)"
            }
        default:
            store.removeAll()
            reference.removeAll()
            for watch in watches where !watch.isAlias { watch.detach() }
            detached += watches.filter { !$0.isAlias }
            watches.removeAll { !$0.isAlias }
            if detached.count > 10 { detached.removeFirst(detached.count - 10) }
            operation = "removeAll"
        }
        failures = pendingFailures + failures
        pendingFailures = []
        return (operation, failures + check(lenient: lenient))
    }

    private func check(lenient: Bool) -> [String] {
        reference.prune(roots: watches.flatMap(\.roots))
        drain()
        var failures = verifyStore()
        for watch in watches + detached {
            failures += watch.verify(reference, lenient: lenient)
        }
        return failures
    }

    /// `find` agrees with the reference for every id any step can use.
    private func verifyStore() -> [String] {
        var failures: [String] = []
        func compare<T: Equatable>(_ key: ModelKey, _ found: T?, _ expected: @autoclosure () -> T) {
            let expected = reference.isAlive(key) ? expected() : nil
            if found != expected { failures.append("find \(key): \(found.map { "\($0)" } ?? "nil")\n    expected \(expected.map { "\($0)" } ?? "nil")") }
        }
        for key in RandomModelValues.universe {
            switch key {
            case .author(let id): compare(key, store.find(Author.self, id: id)?.value, reference.author(id))
            case .book(let id): compare(key, store.find(Book.self, id: id)?.value, reference.book(id))
            case .game(let id): compare(key, store.find(Game.self, id: id)?.value, reference.game(id))
            case .authorBooks(let id): compare(key, store.find(AuthorBooks.self, id: id)?.value, reference.authorBooks(id))
            case .shelf(let id): compare(key, store.find(Shelf.self, id: id)?.value, reference.shelf(id))
            }
        }
        return failures
    }

    // MARK: Writes

    /// A stamp for a write to `key`: nil, newer than everything, or (outside transactions) stale.
    private func stamp(for key: ModelKey) -> Double? {
        if inTransaction {
            // Inside a transaction every write is accepted, so that whether a node released halfway through
            // the transaction is still alive cannot change the outcome.
            clock += 1
            return clock
        }
        switch random.below(10) {
        case 0..<3:
            return nil
        case 3..<8:
            clock += 1
            return clock
        default:
            return (reference.stamp(of: key) ?? clock) - Double(random.below(3))
        }
    }

    private func write() -> String {
        var values = RandomModelValues()
        switch random.below(11) {
        case 0:
            let value = values.author(&random)
            if !inTransaction, random.chance(25) {
                // `ifPresent` applies to the new value only when the id is already stored.
                var stored = value
                if reference.isAlive(.author(value.id)) { stored.name += "+" }
                return "ifPresent: " + storeEntity(.author(stored), { self.store.store(entity: value, modifiedAt: $0, ifPresent: { $0.name += "+" }) }) { $0.author(value.id) }
            }
            return storeEntity(.author(value), { self.store.store(entity: value, modifiedAt: $0) }) { $0.author(value.id) }
        case 1:
            let value = values.book(&random)
            return storeEntity(.book(value), { self.store.store(entity: value, modifiedAt: $0) }) { $0.book(value.id) }
        case 2:
            let value = values.game(&random)
            return storeEntity(.game(value), { self.store.store(entity: value, modifiedAt: $0) }) { $0.game(value.id) }
        case 3:
            let value = values.authorBooks(&random)
            return storeEntity(.authorBooks(value), { self.store.store(entity: value, modifiedAt: $0) }) { $0.authorBooks(value.id) }
        case 4, 5:
            let value = values.shelf(&random)
            return storeEntity(.shelf(value), { self.store.store(entity: value, modifiedAt: $0) }) { $0.shelf(value.id) }
        case 6:
            return storeBatch()
        case 7:
            return updateEntity()
        case 8, 9:
            return updateAggregate()
        default:
            return writeAlias()
        }
    }

    private func storeEntity<T: Equatable>(
        _ entity: ModelEntity, _ write: (Double?) -> EntityObserver<T>, expected: @escaping (ModelReference) -> T
    ) -> String {
        let stamp = stamp(for: entity.key)
        let observer = write(stamp)
        let accepted = reference.write([entity], stamp: stamp)[0]
        if random.chance(30) {
            watches.append(Watch("observer of \(entity.key)", roots: [entity.key], observer: observer, reference: reference, expected: expected))
        }
        return "store \(entity) at \(stamp.map { "\($0)" } ?? "nil")\(accepted ? "" : " (stale)")"
    }

    /// A batch with duplicate ids whose values differ: the last occurrence wins.
    private func storeBatch() -> String {
        let books = (0..<1 + random.below(4)).map { _ in
            Book(id: RandomModelValues.bookIDs.randomElement(using: &random)!, title: RandomModelValues.names.randomElement(using: &random)!)
        }
        let stamp = stamp(for: .book(books[0].id))
        let observer = store.store(entities: books, modifiedAt: stamp)
        reference.write(books.map { .book($0) }, stamp: stamp)
        if random.chance(30) {
            let ids = books.map(\.id)
            watches.append(Watch("batch \(ids)", roots: ids.map { .book($0) }, observer: observer, reference: reference) { reference in ids.map { reference.book($0) } })
        }
        return "store entities \(books) at \(stamp.map { "\($0)" } ?? "nil")"
    }

    private func updateEntity() -> String {
        let name = RandomModelValues.names.randomElement(using: &random)!
        let key: ModelKey
        let stored: Bool
        let stamp: Double?
        switch random.below(3) {
        case 0:
            let id = RandomModelValues.authorIDs.randomElement(using: &random)!
            key = .author(id)
            guard canUpdate(key) else { return "update \(key): skipped" }
            stamp = self.stamp(for: key)
            stored = store.update(Author.self, id: id, modifiedAt: stamp) { $0.name = name }
            if reference.isAlive(key) { reference.write([.author(Author(id: id, name: name))], stamp: stamp) }
        case 1:
            let id = RandomModelValues.bookIDs.randomElement(using: &random)!
            key = .book(id)
            guard canUpdate(key) else { return "update \(key): skipped" }
            stamp = self.stamp(for: key)
            stored = store.update(Book.self, id: id, modifiedAt: stamp) { $0.title = name }
            if reference.isAlive(key) { reference.write([.book(Book(id: id, title: name))], stamp: stamp) }
        default:
            let id = RandomModelValues.gameIDs.randomElement(using: &random)!
            key = .game(id)
            guard canUpdate(key) else { return "update \(key): skipped" }
            stamp = self.stamp(for: key)
            stored = store.update(Game.self, id: id, modifiedAt: stamp) { $0.title = name }
            if reference.isAlive(key) { reference.write([.game(Game(id: id, title: name))], stamp: stamp) }
        }
        expectReturn(stored, reference.isAlive(key), "update \(key)")
        return "update \(key) to \(name) at \(stamp.map { "\($0)" } ?? "nil")"
    }

    /// Inside a transaction only held entities are updated: others may be released halfway through it.
    private func canUpdate(_ key: ModelKey) -> Bool {
        !inTransaction || watches.contains { $0.roots.contains(key) }
    }

    private func updateAggregate() -> String {
        var values = RandomModelValues()
        let (kind, pick, name) = (random.below(6), random.below(8), RandomModelValues.names.randomElement(using: &random)!)
        let (author, book, media, authorBooks) = (values.author(&random), values.book(&random), values.media(&random), values.authorBooks(&random))
        if random.chance(40) {
            let id = RandomModelValues.authorIDs.randomElement(using: &random)!
            let key = ModelKey.authorBooks(id)
            guard canUpdate(key) else { return "update \(key): skipped" }
            let stamp = stamp(for: key)
            let mutate = { (value: inout AuthorBooks) in
                switch kind {
                case 0, 1: value.author.name = name
                case 2: if !value.books.isEmpty { value.books[pick % value.books.count].title = name }
                case 3: value.books.append(book)
                default: if !value.books.isEmpty { value.books.remove(at: pick % value.books.count) }
                }
            }
            let stored = store.update(AuthorBooks.self, id: id, modifiedAt: stamp, mutate)
            if reference.isAlive(key) {
                var value = reference.authorBooks(id)
                mutate(&value)
                reference.write([.authorBooks(value)], stamp: stamp)
            }
            expectReturn(stored, reference.isAlive(key), "update \(key)")
            return "update \(key) kind \(kind) at \(stamp.map { "\($0)" } ?? "nil")"
        }
        let id = RandomModelValues.shelfIDs.randomElement(using: &random)!
        let key = ModelKey.shelf(id)
        guard canUpdate(key) else { return "update \(key): skipped" }
        let stamp = stamp(for: key)
        let mutate = { (value: inout Shelf) in
            switch kind {
            case 0: value.owner = pick % 3 == 0 ? nil : author
            case 1: value.featured = media
            case 2: if pick % 2 == 0 || value.items.isEmpty { value.items.append(media) } else { value.items.remove(at: pick % value.items.count) }
            case 3: if value.collections.isEmpty { value.collections.append(authorBooks) } else { value.collections[pick % value.collections.count].author.name = name }
            case 4: value.highlight = pick % 3 == 0 ? nil : authorBooks
            default: value.maybeBooks = pick % 2 == 0 ? nil : [book]
            }
        }
        let stored = store.update(Shelf.self, id: id, modifiedAt: stamp, mutate)
        if reference.isAlive(key) {
            var value = reference.shelf(id)
            mutate(&value)
            reference.write([.shelf(value)], stamp: stamp)
        }
        expectReturn(stored, reference.isAlive(key), "update \(key)")
        return "update \(key) kind \(kind) at \(stamp.map { "\($0)" } ?? "nil")"
    }

    /// Aliases are written with nil or new stamps only (a stale alias write is covered by `AliasTests`).
    private func writeAlias() -> String {
        let stamp: Double? = !inTransaction && random.chance(30) ? nil : { clock += 1; return clock }()
        var values = RandomModelValues()
        switch random.below(4) {
        case 0:
            let name = "a\(random.below(2))"
            let author = values.author(&random)
            let observer = store.store(entity: author, named: AliasKey<Author>(named: name), modifiedAt: stamp)
            reference.write([.author(author)], stamp: stamp)
            reference.authorAliases[name] = author.id
            withExtendedLifetime(observer) {}
            return "store \(author) named \(name)"
        case 1:
            let name = "l\(random.below(2))"
            let books = values.books(&random, upTo: 3)
            _ = store.store(entities: books, named: AliasKey<[Book]>(named: name), modifiedAt: stamp)
            reference.write(books.map { .book($0) }, stamp: stamp)
            reference.bookListAliases[name] = books.map(\.id)
            return "store \(books) named \(name)"
        case 2:
            let name = "l\(random.below(2))"
            let title = RandomModelValues.names.randomElement(using: &random)!
            let updated = store.update(named: AliasKey<[Book]>(named: name), modifiedAt: stamp) { books in
                for index in books.indices { books[index].title = title }
            }
            if let books = reference.aliasedBooks(name) {
                reference.write(books.map { .book(Book(id: $0.id, title: title)) }, stamp: stamp)
            }
            expectReturn(updated, reference.bookListAliases[name] != nil, "update named \(name)")
            return "update named \(name) titles to \(title)"
        default:
            let name = "a\(random.below(2))"
            let newName = RandomModelValues.names.randomElement(using: &random)!
            let updated = store.update(named: AliasKey<Author>(named: name), modifiedAt: stamp) { $0.name = newName }
            if let id = reference.authorAliases[name] {
                reference.write([.author(Author(id: id, name: newName))], stamp: stamp)
            }
            expectReturn(updated, reference.authorAliases[name] != nil, "update named \(name)")
            return "update named \(name) to \(newName)"
        }
    }

    private func expectReturn(_ returned: Bool, _ expected: Bool, _ call: String) {
        if returned != expected { pendingFailures.append("\(call) returned \(returned), expected \(expected)") }
    }

    // MARK: Holding

    private func hold() -> String {
        guard let key = reference.aliveKeys.randomElement(using: &random) else { return "hold: nothing alive" }
        let name = "found \(key)"
        switch key {
        case .author(let id): watches.append(Watch(name, roots: [key], observer: store.find(Author.self, id: id)!, reference: reference) { $0.author(id) })
        case .book(let id): watches.append(Watch(name, roots: [key], observer: store.find(Book.self, id: id)!, reference: reference) { $0.book(id) })
        case .game(let id): watches.append(Watch(name, roots: [key], observer: store.find(Game.self, id: id)!, reference: reference) { $0.game(id) })
        case .authorBooks(let id): watches.append(Watch(name, roots: [key], observer: store.find(AuthorBooks.self, id: id)!, reference: reference) { $0.authorBooks(id) })
        case .shelf(let id): watches.append(Watch(name, roots: [key], observer: store.find(Shelf.self, id: id)!, reference: reference) { $0.shelf(id) })
        }
        return "hold \(key)"
    }

    private func watchAlias() -> String {
        if random.chance(50) {
            let name = "a\(random.below(2))"
            watches.append(Watch("alias \(name)", roots: [], isAlias: true, observer: store.find(named: AliasKey<Author>(named: name)), reference: reference) { $0.aliasedAuthor(name) })
            return "watch alias \(name)"
        }
        let name = "l\(random.below(2))"
        watches.append(Watch("alias \(name)", roots: [], isAlias: true, observer: store.find(named: AliasKey<[Book]>(named: name)), reference: reference) { $0.aliasedBooks(name) })
        return "watch alias \(name)"
    }
}
