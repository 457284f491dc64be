import Foundation

// Shaped like a Mastodon client's API models: immutable final classes decoded from JSON, an `==` by id, nested
// values in a namespace, an enum with payloads. Nothing here is written for Lockstep but two annotations.

/// An author: not annotated, compared by id only.
public final class SocialAccount: Codable, Identifiable, Sendable, Equatable {
    public let id: String
    public let username: String
    public let displayName: String

    public init(id: String, username: String, displayName: String) {
        self.id = id
        self.username = username
        self.displayName = displayName
    }

    public static func == (lhs: SocialAccount, rhs: SocialAccount) -> Bool { lhs.id == rhs.id }
}

/// A status: kept in sync by building a new instance through its initializer.
// lockstep: aggregate
public final class SocialStatus: Codable, Identifiable, Sendable {
    public let id: String
    public let account: SocialAccount
    public let content: String
    public let reblog: SocialStatus?
    public let stats: Social.Stats
    public let card: Social.Card?

    public init(id: String, account: SocialAccount, content: String, reblog: SocialStatus? = nil, stats: Social.Stats, card: Social.Card? = nil) {
        self.id = id
        self.account = account
        self.content = content
        self.reblog = reblog
        self.stats = stats
        self.card = card
    }
}

/// A notification about a status.
// lockstep: aggregate
public final class SocialNotification: Codable, Identifiable, Sendable {
    public let id: String
    public let account: SocialAccount
    public let status: SocialStatus?

    public init(id: String, account: SocialAccount, status: SocialStatus?) {
        self.id = id
        self.account = account
        self.status = status
    }
}

public enum Social {
    /// Counts, with a nested value two levels below the status.
    public struct Stats: Codable, Sendable {
        public var likes: Int
        public var history: History
    }

    public struct History: Codable, Sendable {
        public var day: Int
        public var uses: Int
    }

    public enum Card: Codable, Sendable {
        case link(url: String, title: String)
        case image(String)
    }
}

/// A struct DTO compared by id only, held by `Post`.
struct Writer: Codable, Identifiable, Equatable {
    let id: Int
    let name: String
    var bio: String

    static func == (lhs: Writer, rhs: Writer) -> Bool { lhs.id == rhs.id }
}

/// A post of a page: `let`s, an `==` by id.
// lockstep: aggregate
struct Post: Codable, Identifiable, Equatable {
    let id: Int
    let author: Writer
    let text: String
    let stats: Social.Stats

    static func == (lhs: Post, rhs: Post) -> Bool { lhs.id == rhs.id }
}

/// A page of posts, as an endpoint returns it.
// lockstep: aggregate
struct Page: Codable, Identifiable {
    let id: String
    let posts: [Post]
}

/// A thread, not annotated: it holds accounts as values, in every shape a property can have, and is compared
/// property by property through each shape's own comparison.
public final class SocialThread: Codable, Identifiable, Sendable {
    public let id: String
    public let starter: SocialAccount
    public let featured: SocialAccount?
    public let participants: [SocialAccount]
    public let moderators: [SocialAccount]?
    public let archived: ContiguousArray<SocialAccount>
    public let seats: [SocialAccount?]
    public let rounds: [[SocialAccount]]

    public init(id: String, starter: SocialAccount, featured: SocialAccount?, participants: [SocialAccount],
                moderators: [SocialAccount]?, archived: ContiguousArray<SocialAccount>, seats: [SocialAccount?],
                rounds: [[SocialAccount]]) {
        self.id = id
        self.starter = starter
        self.featured = featured
        self.participants = participants
        self.moderators = moderators
        self.archived = archived
        self.seats = seats
        self.rounds = rounds
    }
}
