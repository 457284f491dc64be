import Foundation

struct Author: Identifiable, Codable {
    let id: Int
    let name: String
}

// No comparison of its own (a private property), not Equatable: compared bit by bit.
struct Location: Codable {
    let latitude: Double
    private let label: String
}

// No comparison of its own, Equatable and Identifiable: its `==` may compare the id only.
struct Badge: Identifiable, Equatable {
    let id: Int
    private let title: String
    static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.id == rhs.id }
}

// No comparison of its own, Equatable and no identity: its `==` is trusted.
struct Money: Equatable, Codable {
    let amount: Decimal
    private let currency: String
    static func == (lhs: Money, rhs: Money) -> Bool { lhs.amount == rhs.amount && lhs.currency == rhs.currency }
}

// Conforms to a protocol of another module, which may bring a comparison: the compiler decides.
struct Rating: Scored {
    private let stars: Int
}

// An enum without associated values: the same case is the same bits.
enum Mood {
    case calm
    private static let fallback = Mood.calm
}

// lockstep: aggregate
struct Post: Identifiable {
    let id: Int
    var author: Author
    let location: Location?
    let badges: [Badge]
    let price: Money
    let mood: Mood
    let shared: Cache
    let rating: Rating
    let state: State
}

// An enum with associated values and an unavailable case: no comparison of its own, not Equatable.
enum State {
    case draft(String)
    @available(*, unavailable) case legacy(Int)
}

// A shared reference compares by identity, which is what its bits are.
final class Cache {
    var hits = 0
}

// Unannotated, reached from nothing: no comparison, so nothing is compared bit by bit.
struct Draft {
    let location: Location
}
