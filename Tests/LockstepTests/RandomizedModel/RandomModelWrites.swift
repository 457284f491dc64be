import Lockstep

// The writes of `RandomizedModelTests`: stores, batches, updates and alias writes, applied to the store and to
// the reference.
extension RandomModelRun {
    /// One random write (also used inside transactions).
    func write() -> String {
        var values = RandomModelValues()
        switch random.below(16) {
        case 0:
            let value = values.author(&random)
            if !inTransaction, random.chance(25) {
                // `ifPresent` applies to the new value only when the id is already stored.
                var stored = value
                if reference.isAlive(.author(value.id)) { stored.name += "+" }
                let stamp = stamp(for: .author(value.id))
                let observer = store.store(entity: value, modifiedAt: stamp, ifPresent: { $0.name += "+" })
                return "ifPresent: " + record(.author(stored), given: value, stamp: stamp, observer: observer) { $0.author(value.id) }
            }
            return storeEntity(.author(value))
        case 1:
            return storeEntity(.book(values.book(&random)))
        case 2:
            return storeEntity(.game(values.game(&random)))
        case 3:
            return storeEntity(.authorBooks(values.authorBooks(&random)))
        case 4, 5:
            return storeEntity(.shelf(values.shelf(&random)))
        case 6:
            return storeBatch()
        case 7:
            return updateEntity()
        case 8, 9:
            return updateAggregate()
        case 10:
            return writeAlias()
        case 11:
            return storeNoteOrReview()
        case 12:
            return updateNoteOrReview()
        case 13:
            return lateWrite()
        default:
            return removeEntity()
        }
    }

    /// Stores `entity` (stamped `stamp`, or a random stamp) and maybe watches the observer the store returns.
    func storeEntity(_ entity: ModelEntity, stamp: Double?? = nil) -> String {
        var storer = Storer(run: self, entity: entity, stamp: stamp ?? self.stamp(for: entity.key, writing: [entity]))
        return entity.visit(&storer)
    }

    private struct Storer: ModelValueVisitor {
        typealias Result = String
        let run: RandomModelRun
        let entity: ModelEntity
        let stamp: Double?

        func entity<T: Identifiable & ModelComparable>(_ value: T, key: ModelKey, expected: @escaping (ModelReference) -> T) -> String {
            run.record(entity, given: value, stamp: stamp, observer: run.store.store(entity: value, modifiedAt: stamp), expected: expected)
        }

        func aggregate<T: Aggregate & ModelComparable>(_ value: T, key: ModelKey, expected: @escaping (ModelReference) -> T) -> String {
            run.record(entity, given: value, stamp: stamp, observer: run.store.store(entity: value, modifiedAt: stamp), expected: expected)
        }
    }

    /// Writes `entity` (stamped `stamp`) into the reference and maybe watches `observer`, which the store
    /// returned for it: it shows `given` for good when the write could not store it.
    func record<T: ModelComparable>(
        _ entity: ModelEntity, given: T, stamp: Double?, observer: EntityObserver<T>, expected: @escaping (ModelReference) -> T
    ) -> String {
        let outcome = reference.write([entity], stamp: stamp)[0]
        if random.chance(30) {
            let shown = outcome == .unstored ? reference.unstored(entity, given: given) : given
            watches.append(watch(entity.key, observer: observer, outcome: outcome, given: shown, expected: expected))
        }
        return "store \(entity) at \(describe(stamp))\(outcome == .stored ? "" : " (\(outcome))")"
    }

    /// A late response: a write of an id removed by a stamped removal, stamped around the removal, so that it
    /// is refused (older) or stored again (newer), unless it holds another removed entity.
    private func lateWrite() -> String {
        var values = RandomModelValues()
        let removed = RandomModelValues.universe.filter { reference.tombstone(of: $0) != nil }
        guard !inTransaction, let key = removed.randomElement(using: &random) else { return storeEntity(.book(values.book(&random))) }
        values.preferred = removed
        let entity = values.value(for: key, &random)
        // Around its removal, or up to the newest removal (after its removal, before that of what it holds).
        let removedAt = reference.tombstone(of: key)!
        let newest = removed.compactMap(reference.tombstone).max()!
        let stamp = random.chance(50) ? removedAt + Double(random.below(5)) - 2 : removedAt + Double(random.below(Int(newest - removedAt) + 1))
        return "late: " + storeEntity(entity, stamp: avoidingKnownDefects(stamp, writing: [entity]))
    }

    /// A batch with duplicate ids whose values differ: the last occurrence wins.
    private func storeBatch() -> String {
        let books = (0..<1 + random.below(4)).map { _ in
            Book(id: RandomModelValues.bookIDs.randomElement(using: &random)!, title: RandomModelValues.names.randomElement(using: &random)!)
        }
        let stamp = stamp(for: .book(books[0].id))
        let observer = store.store(entities: books, modifiedAt: stamp)
        let outcomes = reference.write(books.map { .book($0) }, stamp: stamp)
        let entries = zip(books, outcomes).compactMap { book, outcome -> ModelBatch.Entry? in
            switch outcome {
            case .stored, .stale: .live(book.id)
            case .unstored: .frozen(book)
            // A removed entity leaves the batch as it leaves an aggregate (`ModelDefect.lateCopyInBatch`).
            case .removed: reference.tolerates(.lateCopyInBatch) ? .removed(book) : nil
            }
        }
        if random.chance(30) {
            let batch = ModelBatch(entries)
            watches.append(Watch("batch \(batch.ids)", .batch(batch), observer: observer, reference: reference) { batch.value(in: $0) })
        }
        return "store entities \(books) at \(describe(stamp)): \(outcomes)"
    }

    private func updateEntity() -> String {
        let name = RandomModelValues.names.randomElement(using: &random)!
        switch random.below(3) {
        case 0:
            let id = RandomModelValues.authorIDs.randomElement(using: &random)!
            return update(.author(id), to: name, { self.store.update(Author.self, id: id, modifiedAt: $0) { $0.name = name } }) { .author(Author(id: id, name: name)) }
        case 1:
            let id = RandomModelValues.bookIDs.randomElement(using: &random)!
            return update(.book(id), to: name, { self.store.update(Book.self, id: id, modifiedAt: $0) { $0.title = name } }) { .book(Book(id: id, title: name)) }
        default:
            let id = RandomModelValues.gameIDs.randomElement(using: &random)!
            return update(.game(id), to: name, { self.store.update(Game.self, id: id, modifiedAt: $0) { $0.title = name } }) { .game(Game(id: id, title: name)) }
        }
    }

    /// Runs `update` (given the stamp) on `key` and writes what `updated` returns into the reference.
    func update(_ key: ModelKey, to change: String, _ update: (Double?) -> Bool, updated: () -> ModelEntity) -> String {
        guard canUpdate(key) else { return "update \(key): skipped" }
        let value = reference.isAlive(key) ? updated() : nil
        let stamp = stamp(for: key, writing: value.map { [$0] } ?? [])
        let stored = update(stamp)
        let outcome = value.map { reference.write([$0], stamp: stamp)[0] }
        expectReturn(stored, outcome != nil, "update \(key)")
        return "update \(key) \(change) at \(describe(stamp))\(outcome.map { $0 == .stored ? "" : " (\($0))" } ?? " (not stored)")"
    }

    /// Inside a transaction only held entities are updated: others may be released halfway through it.
    func canUpdate(_ key: ModelKey) -> Bool {
        !inTransaction || isHeld(key)
    }

    private func updateAggregate() -> String {
        var values = RandomModelValues()
        let (kind, pick, name) = (random.below(6), random.below(8), RandomModelValues.names.randomElement(using: &random)!)
        let (author, book, media, authorBooks) = (values.author(&random), values.book(&random), values.media(&random), values.authorBooks(&random))
        if random.chance(40) {
            let id = RandomModelValues.authorIDs.randomElement(using: &random)!
            let mutate = { (value: inout AuthorBooks) in
                switch kind {
                case 0, 1: value.author.name = name
                case 2: if !value.books.isEmpty { value.books[pick % value.books.count].title = name }
                case 3: value.books.append(book)
                default: if !value.books.isEmpty { value.books.remove(at: pick % value.books.count) }
                }
            }
            return update(.authorBooks(id), to: "kind \(kind)", { self.store.update(AuthorBooks.self, id: id, modifiedAt: $0, mutate) }) {
                var value = reference.authorBooks(id)
                mutate(&value)
                return .authorBooks(value)
            }
        }
        let id = RandomModelValues.shelfIDs.randomElement(using: &random)!
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
        return update(.shelf(id), to: "kind \(kind)", { self.store.update(Shelf.self, id: id, modifiedAt: $0, mutate) }) {
            var value = reference.shelf(id)
            mutate(&value)
            return .shelf(value)
        }
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
}
