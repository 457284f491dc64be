import Lockstep

struct Author: Identifiable, StructurallyEquatable, Codable {
    var id: Int
    var name: String
}

struct Book: Identifiable, StructurallyEquatable, Codable {
    var id: String
    var title: String
}

struct Game: Identifiable, StructurallyEquatable, Codable {
    var id: Int
    var title: String
}

struct AuthorBooks: Aggregate, StructurallyEquatable {
    var id: Int { author.id }
    var author: Author
    var books: [Book]

    var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
        [.init(\.author), .init(\.books)]
    }
}

/// A person whose friends are persons: the shape of a cyclic graph.
struct Person: Aggregate, StructurallyEquatable {
    var id: Int
    var name: String
    var friends: [Person] = []

    var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
        [.init(\.friends)]
    }
}

enum Media: EntityWrapper, StructurallyEquatable, Codable {
    case book(Book)
    case game(Game)
    case none

    var book: Book? {
        get { if case .book(let book) = self { book } else { nil } }
        set { if case .book = self, let newValue { self = .book(newValue) } }
    }

    var game: Game? {
        get { if case .game(let game) = self { game } else { nil } }
        set { if case .game = self, let newValue { self = .game(newValue) } }
    }

    func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {
        [.init(parent.appending(path: \.book)), .init(parent.appending(path: \.game))]
    }
}

/// Every shape a key path can take.
struct Shelf: Aggregate, StructurallyEquatable {
    var id: Int
    var owner: Author?
    var featured: Media
    var spare: Media?
    var items: [Media]
    var maybeItems: [Media]?
    var collections: [AuthorBooks]
    var maybeBooks: [Book]?
    var highlight: AuthorBooks?

    var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
        [
            .init(\.owner), .init(wrapper: \.featured), .init(wrapper: \.spare), .init(wrapper: \.items),
            .init(wrapper: \.maybeItems), .init(\.collections), .init(\.maybeBooks), .init(\.highlight),
        ]
    }
}

/// Diamond: `top` holds `left` and `right`, which both hold the same `Author`.
struct Side: Aggregate, StructurallyEquatable {
    var id: String
    var author: Author

    var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.author)] }
}

struct Diamond: Aggregate, StructurallyEquatable {
    var id: String
    var left: Side
    var right: Side

    var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.left), .init(\.right)] }
}

/// An entity that is not `Equatable`: every accepted write notifies.
struct Counter: Identifiable {
    var id: Int
    var count: Int
}

/// Two types with the same name in different namespaces.
enum Library {
    struct Thing: Identifiable, StructurallyEquatable {
        var id: Int
        var label: String
    }
}

enum Warehouse {
    struct Thing: Identifiable, StructurallyEquatable {
        var id: Int
        var label: String
    }
}

extension AliasKey where T == Author {
    static let currentUser = AliasKey(named: "currentUser")
}

extension AliasKey where T == [Book] {
    static let shelf = AliasKey(named: "shelf")
}
