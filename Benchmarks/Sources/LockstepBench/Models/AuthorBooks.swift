import Lockstep

/// An aggregate of one author and their books, the shape most apps store: one shared child, many own ones.
struct AuthorBooks: Aggregate, Sendable {
    var id: Int
    var author: BenchAuthor
    var books: [BenchBook]

    var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
        [.init(\.author), .init(\.books)]
    }
}
