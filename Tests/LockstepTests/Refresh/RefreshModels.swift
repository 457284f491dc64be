import Foundation
@_spi(Generated) @testable import Lockstep

// Models shaped like an API client's, with the structural comparisons `lockstep-gen` writes for them (written by
// hand here, in the generator's form: one guard per stored property). The plugin and real-model test targets
// run the same cases on generated code.

/// A plain entity: synthesized `==`, holds no entity, not annotated.
struct RefreshPoll: Codable, Identifiable, Equatable {
    let id: Int
    let question: String
    let options: [String]
    let votes: Int
}

extension RefreshPoll: StructurallyComparable {
    static func isStructurallyEqual(_ lhs: RefreshPoll, _ rhs: RefreshPoll) -> Bool {
        guard StructuralComparison.isEqual(lhs.id, rhs.id) else { return false }
        guard StructuralComparison.isEqual(lhs.question, rhs.question) else { return false }
        guard StructuralComparison.isEqual(lhs.options, rhs.options) else { return false }
        guard StructuralComparison.isEqual(lhs.votes, rhs.votes) else { return false }
        return true
    }
}

/// An account as real clients write it: equal when the ids are.
struct RefreshAccount: Codable, Identifiable, Equatable {
    let id: String
    let username: String
    let displayName: String

    static func == (lhs: RefreshAccount, rhs: RefreshAccount) -> Bool { lhs.id == rhs.id }
}

extension RefreshAccount: StructurallyComparable {
    static func isStructurallyEqual(_ lhs: RefreshAccount, _ rhs: RefreshAccount) -> Bool {
        guard StructuralComparison.isEqual(lhs.id, rhs.id) else { return false }
        guard StructuralComparison.isEqual(lhs.username, rhs.username) else { return false }
        guard StructuralComparison.isEqual(lhs.displayName, rhs.displayName) else { return false }
        return true
    }
}

/// A nested value, two levels below a timeline.
struct RefreshStats: Codable, Equatable {
    let likes: Int
    let reblogs: Int
}

extension RefreshStats: StructurallyComparable {
    static func isStructurallyEqual(_ lhs: RefreshStats, _ rhs: RefreshStats) -> Bool {
        guard StructuralComparison.isEqual(lhs.likes, rhs.likes) else { return false }
        guard StructuralComparison.isEqual(lhs.reblogs, rhs.reblogs) else { return false }
        return true
    }
}

/// A post: an aggregate holding an account, compared by id by its own `==`.
struct RefreshPost: Codable, Aggregate, Equatable {
    let id: String
    let account: RefreshAccount
    let content: String
    let stats: RefreshStats
    let poll: RefreshPoll?

    static func == (lhs: RefreshPost, rhs: RefreshPost) -> Bool { lhs.id == rhs.id }

    var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
        var collector = EntityKeyPathCollector<Self, Self>()
        collector.addEntity(\.account)
        collector.addOptionalEntity(\.poll)
        return collector.keyPaths
    }
}

extension RefreshPost: StructurallyComparable {
    static func isStructurallyEqual(_ lhs: RefreshPost, _ rhs: RefreshPost) -> Bool {
        guard StructuralComparison.isEqual(lhs.id, rhs.id) else { return false }
        guard StructuralComparison.isEqual(lhs.account, rhs.account) else { return false }
        guard StructuralComparison.isEqual(lhs.content, rhs.content) else { return false }
        guard StructuralComparison.isEqual(lhs.stats, rhs.stats) else { return false }
        guard StructuralComparison.isEqual(lhs.poll, rhs.poll) else { return false }
        return true
    }
}

/// One page of a timeline, as the server sends it.
enum RefreshJSON {
    static func page(likes: Int = 3, displayName: String = "Ann Example, the account with a long display name") -> Data {
        let posts = (1...40).map { index in
            """
            {"id": "\(index)", "content": "<p>Post number \(index), long enough not to fit in a small string</p>",
             "account": {"id": "\(index % 3)", "username": "user\(index % 3)",
                         "displayName": "\(index % 3 == 0 ? displayName : "Someone else with a long name")"},
             "stats": {"likes": \(index == 1 ? likes : 0), "reblogs": 1},
             "poll": \(index == 2 ? #"{"id": 7, "question": "Which one do you like best of all?", "options": ["one", "two"], "votes": 4}"# : "null")}
            """
        }
        return Data("[\(posts.joined(separator: ","))]".utf8)
    }

    static func decodePage(likes: Int = 3, displayName: String = "Ann Example, the account with a long display name") -> [RefreshPost] {
        // The fixture is built above; decoding it cannot fail.
        try! JSONDecoder().decode([RefreshPost].self, from: page(likes: likes, displayName: displayName))
    }
}
