import Foundation
import Lockstep

/// Entities held in `let`s and a `private(set)` of a struct, alone, optional, in arrays, inside aggregates and
/// wrappers: all written in place by the store.
// lockstep: aggregate
struct Snapshot: Identifiable, Equatable {
    let id: Int
    let author: Author
    let coAuthors: [Author]?
    let box: Box<Book>?
    let pairs: [Pair]
    let spare: [Pair]?
    private(set) var editor: Author
    let policy: ReplyPolicy
    let policies: [ReplyPolicy]
    let options: DisplayOptions

    init(id: Int, author: Author, coAuthors: [Author]?, box: Box<Book>?, pairs: [Pair], spare: [Pair]?, editor: Author) {
        self.id = id
        self.author = author
        self.coAuthors = coAuthors
        self.box = box
        self.pairs = pairs
        self.spare = spare
        self.editor = editor
        policy = .everyone
        policies = [.nobody]
        options = [.compact]
    }
}

/// `Identifiable`, but a plain value: never stored as an entity.
enum ReplyPolicy: String, Identifiable, Equatable {
    case everyone, nobody
    var id: String { rawValue }
}

/// An option set is a plain value too.
struct DisplayOptions: OptionSet, Identifiable, Equatable {
    let rawValue: Int
    var id: Int { rawValue }
    static let compact = DisplayOptions(rawValue: 1)
}

/// A wrapper enum that is also `Identifiable` (a timeline item), held as `T`, `T?` and `[T]`.
// lockstep: wrapper
enum FeedItem: Identifiable, Equatable {
    case book(Book)
    case game(Game)

    var id: String {
        switch self {
        case .book(let book): return "book-\(book.id)"
        case .game(let game): return "game-\(game.id)"
        }
    }
}

// lockstep: aggregate
struct Feed: Identifiable, Equatable {
    var id: Int
    var top: FeedItem
    var pinned: FeedItem?
    let items: [FeedItem]
}

/// Isolated to the main actor: its generated members are `nonisolated`.
// lockstep: aggregate
@MainActor
struct Screen: Identifiable, Equatable, Sendable {
    var id: Int
    var book: Book
    let media: IsolatedMedia
}

// lockstep: wrapper
@MainActor
enum IsolatedMedia: Equatable, Sendable {
    case book(Book)
}

/// A deprecated property is kept in sync, and generated code refers to it without a warning.
// lockstep: aggregate
struct Migrating: Identifiable, Equatable {
    var id: Int
    var author: Author
    @available(*, deprecated, message: "use author")
    var legacyAuthor: Author?
}

/// Regex and raw string literals holding quotes and braces do not confuse the generator.
/* lockstep: aggregate */
struct Patterned: Identifiable, Equatable {
    var id: Int
    var quote = #"""#
    var brace = #"}"#
    var book: Book
    var matchesQuote: Bool { quote.contains(/"/) }
}
