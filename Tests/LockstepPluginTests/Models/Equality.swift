import Lockstep

/// `==` synthesized: the generated conformance adds `StructurallyEquatable`.
// lockstep: aggregate
struct Review: Identifiable, Equatable {
    var id: Int
    var author: Author
    var stars: Int
}

/// `==` written by hand in another file (`EqualityOperators.swift`), comparing ids only: no
/// `StructurallyEquatable`, so no write is ever dropped as a no-op.
// lockstep: aggregate
struct Comment: Identifiable, Equatable {
    var id: Int
    var author: Author
    var likes: Int
}

/// Compares a `Comment`, whose `==` is hand-written: no `StructurallyEquatable` either.
// lockstep: aggregate
struct Discussion: Identifiable, Equatable {
    var id: Int
    var comments: [Comment]
}

/// A wrapper whose accessor for `.book` is declared in another file: it is used, not declared again.
// lockstep: wrapper
enum Shelved: Equatable {
    case book(Book)
    case game(Game)
}

/// `==` synthesized, and no identity: nothing is generated for it, the store trusts its `==` at run time.
struct Price: Codable, Equatable {
    var amount: Int
    var currency: String
}

/// Stored by itself, holding a `Price`: its comparison compares the price with `Price`'s `==`.
struct Listing: Identifiable, Codable {
    var id: Int
    var price: Price
}
