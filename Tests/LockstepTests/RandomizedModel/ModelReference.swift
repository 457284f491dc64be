import Foundation

/// The reference model of `RandomizedModelTests`: what the store must contain, written as plainly as possible.
///
/// Aggregates are kept as the raw value last written; what they must show is *resolved* on demand by
/// replacing every nested entity with the reference's current value of that id (semantics 1, 3, 5). Stamps
/// are kept per entity (absent means never stamped), and per removed id (tombstones). Liveness is computed from
/// roots the test holds.
struct ModelReference {
    private(set) var raw: [ModelKey: ModelEntity] = [:]
    private(set) var stamps: [ModelKey: Double] = [:]
    /// The stamp of each id removed by a stamped removal and not stored since: a write stamped `<=` it is refused.
    private(set) var tombstones: [ModelKey: Double] = [:]
    /// Alias name → the author it designates; collection alias name → the books it lists, in order.
    var authorAliases: [String: Int] = [:]
    var bookListAliases: [String: [String]] = [:]
    /// Reviews stored in this step by a write whose value may differ bit for bit from the stored one while
    /// comparing the same field by field (a review's `==` compares ids only, so the store compares bits): their
    /// observers may or may not hear of it. Emptied by the run at the start of each step.
    var touched: Set<ModelKey> = []
    /// Reviews whose observers may hear of this step though nothing changed (`ModelDefect.unchangedIDOnlyParentNotified`).
    var spuriouslyTouched: Set<ModelKey> = []
    private(set) var statistics = ModelStatistics()
    /// Known defects to expect fixed (`ModelDefect`); the others are tolerated.
    let strict: Set<ModelDefect>

    init(strict: Set<ModelDefect>) {
        self.strict = strict
    }

    /// Whether the reference expects what the runtime does today rather than what it should do.
    func tolerates(_ defect: ModelDefect) -> Bool { !strict.contains(defect) }

    func isAlive(_ key: ModelKey) -> Bool { raw[key] != nil }

    func stamp(of key: ModelKey) -> Double? { stamps[key] }

    func tombstone(of key: ModelKey) -> Double? { tombstones[key] }

    /// Alive keys in a fixed order (dictionary order changes from process to process; a seed must not).
    var aliveKeys: [ModelKey] { RandomModelValues.universe.filter(isAlive) }

    // MARK: Writes

    /// What a write did to one value.
    enum WriteOutcome {
        /// Stored (or an identical value kept).
        case stored
        /// Refused, and the entity keeps its value: stale or NaN stamp, or it cannot drop a removed child.
        case stale
        /// Refused, and the observer the write returns is removed: the id was removed at a stamp not older
        /// than the write's, or the new aggregate cannot exist without a child that was.
        case removed
        /// Refused (NaN stamp) and not stored: the observer the write returns holds the value given.
        case unstored
    }

    /// What one call wrote, besides the outcome of each root.
    struct WriteCall {
        var written = Set<ModelKey>()
        /// An id was written twice.
        var repeated = false
        /// An aggregate nested in another one dropped a late copy of a removed entity.
        var droppedNested = false
    }

    /// Applies one store/update call's worth of values with `stamp`. Returns what happened to each root.
    @discardableResult
    mutating func write(_ values: [ModelEntity], stamp: Double?) -> [WriteOutcome] {
        var call = WriteCall()
        let outcomes = values.map { write($0, stamp: stamp, nested: false, call: &call) }
        if call.repeated, tolerates(.unchangedIDOnlyParentNotified) {
            spuriouslyTouched.formUnion(aliveKeys.filter { if case .review = $0 { reaches($0, call.written) } else { false } })
        }
        return outcomes
    }

    /// Whether writing `values` at `stamp` makes an aggregate nested in another drop a late copy of a removed
    /// entity (`ModelDefect.nestedDropNotPropagated`).
    func dropsInsideNestedAggregate(_ values: [ModelEntity], stamp: Double?) -> Bool {
        var copy = self
        var call = WriteCall()
        for value in values { _ = copy.write(value, stamp: stamp, nested: false, call: &call) }
        return call.droppedNested
    }

    private mutating func write(_ entity: ModelEntity, stamp: Double?, nested: Bool, call: inout WriteCall) -> WriteOutcome {
        let key = entity.key
        let alive = isAlive(key)
        if let stamp, stamp.isNaN {
            return alive ? .stale : .unstored
        }
        if !alive, let stamp, let removedAt = tombstones[key], stamp <= removedAt {
            statistics.tombstoneRefusals += 1
            return .removed
        }
        // The same id twice in one call is not stale: the last occurrence wins.
        if alive, !call.written.contains(key), let stamp, let current = stamps[key], stamp <= current {
            return .stale
        }
        if !alive, tolerates(.tombstoneLost) {
            // The runtime forgets the tombstone as soon as it makes a new node, before it knows whether the value
            // can be stored.
            tombstones[key] = nil
        }
        if !call.written.insert(key).inserted { call.repeated = true }
        var removedChildren = Set<ModelKey>()
        for child in entity.children {
            switch write(child, stamp: stamp, nested: true, call: &call) {
            case .removed: removedChildren.insert(child.key)
            case .stale: if case .review = key, tolerates(.unchangedIDOnlyParentNotified) { spuriouslyTouched.insert(key) }
            case .stored, .unstored: break
            }
        }
        var value = entity
        if !removedChildren.isEmpty {
            // A late copy of a removed entity is dropped from its parent, which is refused if it cannot drop it.
            let dropped = entity.dropping(removedChildren)
            guard dropped.complete else {
                statistics.refusedForRemovedChild += 1
                return alive ? .stale : .removed
            }
            statistics.droppedLateCopies += 1
            value = dropped.value
            if nested { call.droppedNested = true }
        }
        raw[key] = value
        if let stamp { stamps[key] = stamp }
        tombstones[key] = nil
        if case .review = key { touched.insert(key) }
        return .stored
    }

    /// Whether `key` holds, directly or not, one of `keys`.
    private func reaches(_ key: ModelKey, _ keys: Set<ModelKey>) -> Bool {
        var seen = Set<ModelKey>()
        var pending = raw[key]?.children.map(\.key) ?? []
        while let next = pending.popLast() {
            if keys.contains(next) { return true }
            guard seen.insert(next).inserted, let entity = raw[next] else { continue }
            pending += entity.children.map(\.key)
        }
        return false
    }

    mutating func removeAll() {
        let statistics = statistics
        self = ModelReference(strict: strict)
        self.statistics = statistics
    }

    /// Counts what `remove(_:id:modifiedAt:)` did (see `ModelStatistics`).
    mutating func count(_ removal: ModelRemoval?) {
        guard let removal else {
            statistics.refusedRemovals += 1
            return
        }
        statistics.removals += 1
        statistics.removedEntities += removal.removed.count
        if removal.removed.count > 1 { statistics.cascades += 1 }
    }

    mutating func countRemovalNotifications(_ count: Int) {
        statistics.removalNotifications += count
    }

    /// Forgets every entity not reachable from `roots` or an alias (the store's weak memory). Tombstones stay.
    mutating func prune(roots: [ModelKey]) {
        var reachable = Set<ModelKey>()
        var pending = roots + authorAliases.values.map { .author($0) } + bookListAliases.values.flatMap { $0.map { .book($0) } }
        while let key = pending.popLast() {
            guard let entity = raw[key], reachable.insert(key).inserted else { continue }
            pending += entity.children.map(\.key)
        }
        for key in Array(raw.keys) where !reachable.contains(key) {
            raw[key] = nil
            stamps[key] = nil
        }
    }

    /// Takes `removed` out of the reference: values, stamps, aliases; leaves tombstones when `stamp` is set;
    /// replaces the raw values of the parents that dropped them.
    mutating func forget(_ removed: Set<ModelKey>, stamp: Double?, survivors: [ModelKey: ModelEntity]) {
        for (key, value) in survivors { raw[key] = value }
        for key in removed {
            raw[key] = nil
            stamps[key] = nil
            if let stamp { tombstones[key] = max(tombstones[key] ?? stamp, stamp) }
        }
        authorAliases = authorAliases.filter { !removed.contains(.author($0.value)) }
        bookListAliases = bookListAliases.mapValues { $0.filter { !removed.contains(.book($0)) } }
    }

    /// This reference with `entity` as the raw value of its id (to resolve what a removed parent may show).
    func replacing(_ entity: ModelEntity) -> ModelReference {
        var copy = self
        copy.raw[entity.key] = entity
        return copy
    }

    // MARK: What the store must show

    func entity(_ key: ModelKey) -> ModelEntity {
        guard let entity = raw[key] else { preconditionFailure("\(key) is not alive in the reference") }
        return entity
    }

    func author(_ id: Int) -> Author {
        if case .author(let value) = entity(.author(id)) { value } else { preconditionFailure() }
    }

    func book(_ id: String) -> Book {
        if case .book(let value) = entity(.book(id)) { value } else { preconditionFailure() }
    }

    func game(_ id: Int) -> Game {
        if case .game(let value) = entity(.game(id)) { value } else { preconditionFailure() }
    }

    func note(_ id: Int) -> Note {
        if case .note(let value) = entity(.note(id)) { value } else { preconditionFailure() }
    }

    func authorBooks(_ id: Int) -> AuthorBooks {
        guard case .authorBooks(let raw) = entity(.authorBooks(id)) else { preconditionFailure() }
        return AuthorBooks(author: author(raw.author.id), books: raw.books.map { book($0.id) })
    }

    func media(_ media: Media) -> Media {
        switch media {
        case .book(let value): .book(book(value.id))
        case .game(let value): .game(game(value.id))
        case .none: .none
        }
    }

    func shelf(_ id: Int) -> Shelf {
        guard case .shelf(let raw) = entity(.shelf(id)) else { preconditionFailure() }
        return Shelf(
            id: id, owner: raw.owner.map { author($0.id) }, featured: media(raw.featured),
            spare: raw.spare.map(media), items: raw.items.map(media), maybeItems: raw.maybeItems?.map(media),
            collections: raw.collections.map { authorBooks($0.id) }, maybeBooks: raw.maybeBooks?.map { book($0.id) },
            highlight: raw.highlight.map { authorBooks($0.id) }
        )
    }

    func review(_ id: Int) -> Review {
        guard case .review(let raw) = entity(.review(id)) else { preconditionFailure() }
        return Review(
            id: id, text: raw.text, subject: authorBooks(raw.subject.id), reviewer: raw.reviewer.map { author($0.id) },
            notes: raw.notes.map { note($0.id) }
        )
    }

    /// What the observer of a write refused for its NaN stamp shows (rule 14): `given`, the value `entity` holds,
    /// with each nested entity the reference holds replaced by its current value, the others as given (each
    /// occurrence its own: nothing was stored).
    func unstored<T>(_ entity: ModelEntity, given: T) -> T {
        switch resolvingNested(entity) {
        case .author(let value): value as? T ?? given
        case .book(let value): value as? T ?? given
        case .game(let value): value as? T ?? given
        case .note(let value): value as? T ?? given
        case .authorBooks(let value): value as? T ?? given
        case .shelf(let value): value as? T ?? given
        case .review(let value): value as? T ?? given
        }
    }

    private func resolvingNested(_ entity: ModelEntity) -> ModelEntity {
        switch entity {
        case .author, .book, .game, .note:
            return entity
        case .authorBooks(let value):
            return .authorBooks(AuthorBooks(author: current(value.author), books: value.books.map(current)))
        case .shelf(let value):
            return .shelf(Shelf(
                id: value.id, owner: value.owner.map(current), featured: current(value.featured),
                spare: value.spare.map(current), items: value.items.map(current), maybeItems: value.maybeItems?.map(current),
                collections: value.collections.map(current), maybeBooks: value.maybeBooks?.map(current),
                highlight: value.highlight.map(current)
            ))
        case .review(let value):
            return .review(Review(
                id: value.id, text: value.text, subject: current(value.subject), reviewer: value.reviewer.map(current),
                notes: value.notes.map(current)
            ))
        }
    }

    private func current(_ value: Author) -> Author { isAlive(.author(value.id)) ? author(value.id) : value }
    private func current(_ value: Book) -> Book { isAlive(.book(value.id)) ? book(value.id) : value }
    private func current(_ value: Note) -> Note { isAlive(.note(value.id)) ? note(value.id) : value }

    private func current(_ value: Media) -> Media {
        switch value {
        case .book(let book): .book(current(book))
        case .game(let game): .game(isAlive(.game(game.id)) ? self.game(game.id) : game)
        case .none: .none
        }
    }

    private func current(_ value: AuthorBooks) -> AuthorBooks {
        guard !isAlive(.authorBooks(value.id)) else { return authorBooks(value.id) }
        guard case .authorBooks(let resolved) = resolvingNested(.authorBooks(value)) else { preconditionFailure() }
        return resolved
    }

    func aliasedAuthor(_ name: String) -> Author? { authorAliases[name].map(author) }
    func aliasedBooks(_ name: String) -> [Book]? { bookListAliases[name].map { $0.map(book) } }
}
