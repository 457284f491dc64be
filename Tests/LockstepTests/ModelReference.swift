/// The reference model of `RandomizedModelTests`: what the store must contain, written as plainly as possible.
///
/// Aggregates are kept as the raw value last written; what they must show is *resolved* on demand by
/// replacing every nested entity with the reference's current value of that id (semantics 1, 3, 5). Stamps
/// are kept per entity (absent means -infinity). Liveness is computed from roots the test holds.
enum ModelKey: Hashable, CustomStringConvertible {
    case author(Int), book(String), game(Int), authorBooks(Int), shelf(Int)

    var description: String {
        switch self {
        case .author(let id): "Author(\(id))"
        case .book(let id): "Book(\(id))"
        case .game(let id): "Game(\(id))"
        case .authorBooks(let id): "AuthorBooks(\(id))"
        case .shelf(let id): "Shelf(\(id))"
        }
    }
}

/// One value to write, of any model type.
enum ModelEntity {
    case author(Author), book(Book), game(Game), authorBooks(AuthorBooks), shelf(Shelf)

    var key: ModelKey {
        switch self {
        case .author(let value): .author(value.id)
        case .book(let value): .book(value.id)
        case .game(let value): .game(value.id)
        case .authorBooks(let value): .authorBooks(value.id)
        case .shelf(let value): .shelf(value.id)
        }
    }

    /// Nested entities in key-path order (the order the store normalizes them in).
    var children: [ModelEntity] {
        switch self {
        case .author, .book, .game:
            return []
        case .authorBooks(let value):
            return [.author(value.author)] + value.books.map { .book($0) }
        case .shelf(let value):
            var result: [ModelEntity] = value.owner.map { [.author($0)] } ?? []
            result += Self.payloads(value.featured) + (value.spare.map(Self.payloads) ?? [])
            result += value.items.flatMap(Self.payloads) + (value.maybeItems?.flatMap(Self.payloads) ?? [])
            result += value.collections.map { .authorBooks($0) }
            result += value.maybeBooks?.map { .book($0) } ?? []
            result += value.highlight.map { [.authorBooks($0)] } ?? []
            return result
        }
    }

    static func payloads(_ media: Media) -> [ModelEntity] {
        switch media {
        case .book(let book): [.book(book)]
        case .game(let game): [.game(game)]
        case .none: []
        }
    }
}

struct ModelReference {
    private(set) var authors: [Int: Author] = [:]
    private(set) var books: [String: Book] = [:]
    private(set) var games: [Int: Game] = [:]
    private(set) var authorBooks: [Int: AuthorBooks] = [:]
    private(set) var shelves: [Int: Shelf] = [:]
    private(set) var stamps: [ModelKey: Double] = [:]
    /// Alias name → the author it designates; collection alias name → the books it lists, in order.
    var authorAliases: [String: Int] = [:]
    var bookListAliases: [String: [String]] = [:]

    func isAlive(_ key: ModelKey) -> Bool {
        switch key {
        case .author(let id): authors[id] != nil
        case .book(let id): books[id] != nil
        case .game(let id): games[id] != nil
        case .authorBooks(let id): authorBooks[id] != nil
        case .shelf(let id): shelves[id] != nil
        }
    }

    func stamp(of key: ModelKey) -> Double? { stamps[key] }

    var aliveKeys: [ModelKey] {
        authors.keys.map { .author($0) } + books.keys.map { .book($0) } + games.keys.map { .game($0) }
            + authorBooks.keys.map { .authorBooks($0) } + shelves.keys.map { .shelf($0) }
    }

    // MARK: Writes

    /// Applies one store/update call's worth of values with `stamp`. Returns whether each root was accepted.
    @discardableResult
    mutating func write(_ values: [ModelEntity], stamp: Double?) -> [Bool] {
        var written = Set<ModelKey>()
        return values.map { write($0, stamp: stamp, written: &written) }
    }

    private mutating func write(_ entity: ModelEntity, stamp: Double?, written: inout Set<ModelKey>) -> Bool {
        let key = entity.key
        if isAlive(key), !written.contains(key), let stamp, stamp <= (stamps[key] ?? -.infinity) {
            return false
        }
        written.insert(key)
        for child in entity.children {
            _ = write(child, stamp: stamp, written: &written)
        }
        switch entity {
        case .author(let value): authors[value.id] = value
        case .book(let value): books[value.id] = value
        case .game(let value): games[value.id] = value
        case .authorBooks(let value): authorBooks[value.id] = value
        case .shelf(let value): shelves[value.id] = value
        }
        if let stamp { stamps[key] = stamp }
        return true
    }

    mutating func removeAll() {
        self = ModelReference()
    }

    /// Forgets every entity not reachable from `roots` or an alias (the store's weak memory).
    mutating func prune(roots: [ModelKey]) {
        var reachable = Set<ModelKey>()
        var pending = roots + authorAliases.values.map { .author($0) } + bookListAliases.values.flatMap { $0.map { .book($0) } }
        while let key = pending.popLast() {
            guard isAlive(key), reachable.insert(key).inserted else { continue }
            pending += rawEntity(key).children.map(\.key)
        }
        for key in aliveKeys where !reachable.contains(key) {
            stamps[key] = nil
            switch key {
            case .author(let id): authors[id] = nil
            case .book(let id): books[id] = nil
            case .game(let id): games[id] = nil
            case .authorBooks(let id): authorBooks[id] = nil
            case .shelf(let id): shelves[id] = nil
            }
        }
    }

    private func rawEntity(_ key: ModelKey) -> ModelEntity {
        switch key {
        case .author(let id): .author(authors[id]!)
        case .book(let id): .book(books[id]!)
        case .game(let id): .game(games[id]!)
        case .authorBooks(let id): .authorBooks(authorBooks[id]!)
        case .shelf(let id): .shelf(shelves[id]!)
        }
    }

    // MARK: What the store must show

    func author(_ id: Int) -> Author { authors[id]! }
    func book(_ id: String) -> Book { books[id]! }
    func game(_ id: Int) -> Game { games[id]! }

    func authorBooks(_ id: Int) -> AuthorBooks {
        let raw = authorBooks[id]!
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
        let raw = shelves[id]!
        return Shelf(
            id: id, owner: raw.owner.map { author($0.id) }, featured: media(raw.featured),
            spare: raw.spare.map(media), items: raw.items.map(media), maybeItems: raw.maybeItems?.map(media),
            collections: raw.collections.map { authorBooks($0.id) }, maybeBooks: raw.maybeBooks?.map { book($0.id) },
            highlight: raw.highlight.map { authorBooks($0.id) }
        )
    }

    func aliasedAuthor(_ name: String) -> Author? { authorAliases[name].map(author) }
    func aliasedBooks(_ name: String) -> [Book]? { bookListAliases[name].map { $0.map(book) } }
}
