import LockstepTestSupport

/// Random model values for one call: every occurrence of an id in one call has the same value (so the only
/// duplicates with different values are the ones a test makes on purpose), and names come from a tiny set so
/// equal writes happen often.
struct RandomModelValues {
    static let authorIDs = Array(0..<5)
    static let bookIDs = (0..<8).map { "b\($0)" }
    static let gameIDs = Array(0..<3)
    static let shelfIDs = Array(0..<3)
    static let noteIDs = Array(0..<4)
    static let reviewIDs = Array(0..<3)
    static let names = ["A", "B", "C"]

    /// Every id any step can use, in a fixed order.
    static let universe: [ModelKey] =
        authorIDs.map { .author($0) } + bookIDs.map { .book($0) } + gameIDs.map { .game($0) }
        + authorIDs.map { .authorBooks($0) } + shelfIDs.map { .shelf($0) } + noteIDs.map { .note($0) }
        + reviewIDs.map { .review($0) }

    private var authors: [Int: Author] = [:]
    private var books: [String: Book] = [:]
    private var games: [Int: Game] = [:]
    private var authorBooks: [Int: AuthorBooks] = [:]
    private var notes: [Int: Note] = [:]
    private var reviews: [Int: Review] = [:]

    /// Ids picked half of the time when they are among those a value can take (late responses hold entities
    /// removed since); when empty, nothing changes in the random sequence.
    var preferred: [ModelKey] = []

    mutating func name(_ random: inout SplitMix64) -> String { Self.names.randomElement(using: &random)! }

    /// Keeps `value` as the one value of its id for the rest of the call.
    private mutating func remember<V: Identifiable>(_ value: V, in cache: WritableKeyPath<Self, [V.ID: V]>) -> V {
        self[keyPath: cache][value.id] = value
        return value
    }

    private func pick<ID>(_ ids: [ID], _ key: (ID) -> ModelKey, _ random: inout SplitMix64) -> ID {
        let favourites = ids.filter { preferred.contains(key($0)) }
        if !favourites.isEmpty, random.chance(50) { return favourites.randomElement(using: &random)! }
        return ids.randomElement(using: &random)!
    }

    mutating func author(_ random: inout SplitMix64, id: Int? = nil) -> Author {
        let id = id ?? pick(Self.authorIDs, ModelKey.author, &random)
        return authors[id] ?? remember(Author(id: id, name: name(&random)), in: \.authors)
    }

    mutating func book(_ random: inout SplitMix64, id: String? = nil) -> Book {
        let id = id ?? pick(Self.bookIDs, ModelKey.book, &random)
        return books[id] ?? remember(Book(id: id, title: name(&random)), in: \.books)
    }

    mutating func game(_ random: inout SplitMix64, id: Int? = nil) -> Game {
        let id = id ?? pick(Self.gameIDs, ModelKey.game, &random)
        return games[id] ?? remember(Game(id: id, title: name(&random)), in: \.games)
    }

    mutating func books(_ random: inout SplitMix64, upTo count: Int) -> [Book] {
        (0..<random.below(count + 1)).map { _ in book(&random) }
    }

    mutating func media(_ random: inout SplitMix64) -> Media {
        switch random.below(3) {
        case 0: .book(book(&random))
        case 1: .game(game(&random))
        default: .none
        }
    }

    mutating func authorBooks(_ random: inout SplitMix64, id: Int? = nil) -> AuthorBooks {
        let author = author(&random, id: id)
        return authorBooks[author.id] ?? remember(AuthorBooks(author: author, books: books(&random, upTo: 3)), in: \.authorBooks)
    }

    mutating func note(_ random: inout SplitMix64, id: Int? = nil) -> Note {
        let id = id ?? pick(Self.noteIDs, ModelKey.note, &random)
        return notes[id] ?? remember(Note(id: id, text: name(&random)), in: \.notes)
    }

    mutating func review(_ random: inout SplitMix64, id: Int? = nil) -> Review {
        let id = id ?? pick(Self.reviewIDs, ModelKey.review, &random)
        return reviews[id] ?? remember(Review(
            id: id, text: name(&random), subject: authorBooks(&random), reviewer: random.chance(50) ? author(&random) : nil,
            notes: (0..<random.below(3)).map { _ in note(&random) }
        ), in: \.reviews)
    }

    mutating func shelf(_ random: inout SplitMix64, id: Int? = nil) -> Shelf {
        Shelf(
            id: id ?? pick(Self.shelfIDs, ModelKey.shelf, &random),
            owner: random.chance(50) ? author(&random) : nil,
            featured: media(&random),
            spare: random.chance(33) ? nil : media(&random),
            items: (0..<random.below(3)).map { _ in media(&random) },
            maybeItems: random.chance(50) ? nil : (0..<random.below(3)).map { _ in media(&random) },
            collections: (0..<random.below(3)).map { _ in authorBooks(&random) },
            maybeBooks: random.chance(50) ? nil : books(&random, upTo: 2),
            highlight: random.chance(50) ? nil : authorBooks(&random)
        )
    }

    /// A random value with the id of `key`.
    mutating func value(for key: ModelKey, _ random: inout SplitMix64) -> ModelEntity {
        switch key {
        case .author(let id): .author(author(&random, id: id))
        case .book(let id): .book(book(&random, id: id))
        case .game(let id): .game(game(&random, id: id))
        case .authorBooks(let id): .authorBooks(authorBooks(&random, id: id))
        case .shelf(let id): .shelf(shelf(&random, id: id))
        case .note(let id): .note(note(&random, id: id))
        case .review(let id): .review(review(&random, id: id))
        }
    }
}
