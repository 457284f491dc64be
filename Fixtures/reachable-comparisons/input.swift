import Foundation

// Only the types that can reach the store get a structural comparison: the roots (every Identifiable type, every
// annotated type) and, transitively, the types their stored properties and payloads name, through optionals,
// collections, generic arguments and type aliases.

// A root: Identifiable, stored with `store.store(entity:)`, no annotation needed.
struct Poll: Identifiable {
    var id: Int
    var options: [Poll.Option]
    var expiry: Expiry?
    var votes: [String: VoteCount]
    var attachments: Attachments

    struct Option {
        var title: String
    }
}

// Reached from Poll.expiry: a value type held by an entity.
enum Expiry {
    case never
    case at(Date, Reminder)
}

// Reached through Expiry's payload: transitively.
struct Reminder {
    var minutes: Int
}

// Reached through a dictionary's values.
struct VoteCount {
    var count: Int
}

// Reached through a type alias.
typealias Attachments = [Attachment]

struct Attachment {
    var url: URL
}

// An annotated wrapper is a root too, and so is what it holds.
// lockstep: wrapper
enum Timeline {
    case poll(Poll)
    case gap(Gap)
}

struct Gap {
    var range: Range<Int>
}

// A request and a response that never reach the store: no comparison.
struct CreatePollRequest: Encodable {
    var question: String
    var options: [RequestOption]
}

struct RequestOption: Encodable {
    var title: String
}

struct CreatePollResponse: Decodable {
    var pollID: Int
    var warnings: [String]
}

// A value type with a synthesized `==` held by nothing stored: no `StructurallyEquatable` either.
struct Pagination: Hashable {
    var cursor: String
}
