import Foundation
import Lockstep

/// Entities, an optional, an array, plain values and an ignored cache.
// lockstep: aggregate
struct AuthorBooks: Identifiable, Equatable {
    var id: Author.ID { author.id }
    var author: Author
    var coAuthor: Author?
    var books: [Book]
    var updatedAt: Date
    var cache: Book? // lockstep: ignore
    static let placeholder = "none"
}

/// A wrapper enum: the generator writes the `book` / `game` accessors and the key paths.
// lockstep: wrapper
enum Media: Equatable {
    case book(Book)
    case game(Game)
    case nothing
}

/// A struct wrapper, kept inside aggregates like an enum wrapper.
// lockstep: wrapper
struct Pair: Equatable {
    var first: Book
    var second: Book?
}

/// Wrappers alone, optional, and in arrays.
// lockstep: aggregate
struct Shelf: Identifiable, Equatable {
    var id: Int
    var featured: Media
    var spare: Media?
    var items: [Media]
    var pair: Pair
}

/// Aggregates nested in aggregates.
// lockstep: aggregate
struct Library: Identifiable, Equatable {
    var id: String
    var shelves: [Shelf]
    var highlight: AuthorBooks?
}

enum Catalog {
    /// A nested type, extended by its qualified name.
    // lockstep: aggregate
    struct Entry: Identifiable, Equatable {
        var id: Int
        var book: Book
    }
}

extension Catalog {
    /// A type nested through an extension.
    // lockstep: aggregate
    struct Section: Identifiable, Equatable {
        var id: Int
        var entries: [Entry]
    }
}

/// A generic aggregate: `Item` is only an entity where the constraint says so.
// lockstep: aggregate
struct Box<Item: Identifiable & Equatable>: Identifiable, Equatable {
    var id: Int
    var item: Item
    var label: String
}

/// An immutable final class: kept in sync by building a new instance through its initializer.
// lockstep: aggregate
final class Reader: Identifiable {
    let id: Int
    let favorite: Book
    let history: [Book]

    init(id: Int, favorite: Book, history: [Book] = []) {
        self.id = id
        self.favorite = favorite
        self.history = history
    }
}

/// Members inside `#if` are reproduced around their key paths.
// lockstep: aggregate
struct Platformed: Identifiable, Equatable {
    var id: Int
    #if os(Linux) || os(macOS)
    var book: Book
    #else
    var game: Game
    #endif
}

/// Already declares `Aggregate`: only the member is generated.
// lockstep: aggregate
struct Declared: Aggregate, Equatable {
    var id: Int
    var author: Author
}
