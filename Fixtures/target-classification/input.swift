// The generator classifies every property whose type the target declares: plain values generate nothing,
// entities, aggregates and wrappers call the one runtime function for their shape, and only types from other
// modules (`Remote`, an alias, a type parameter) are left to overload resolution.
import Foundation

public enum Mastodon {
    public struct Account: Codable, Identifiable, Sendable {
        public let id: String
        public let username: String
        public let moved: Account?
        public let fields: [Field]
        public let stats: Stats

        public struct Field: Codable, Sendable, Hashable {
            public let name: String
            public let value: String
        }
    }

    /// A model protocol: whatever conforms to it is an entity.
    public protocol Model: Identifiable, Codable {}

    public struct Tag: Model, Equatable {
        public let id: String
        public static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.id == rhs.id }
    }

    // lockstep: aggregate
    public struct Status: Codable, Identifiable {
        public let id: String
        public let account: Account
        public let reblog: Box?
        public let tags: [Tag]
        public let mentions: [Account]?
        public let mergedAccounts: [[Account]]
        public let pages: [[Account]]?
        public let card: Card?
        public let attachments: [Attachment]
        public let visibility: Visibility
        public let createdAt: Date
        public let stats: Stats
        public let remote: Remote
        public let aliased: Alias
        public var local: LocalNote
        public let emojis: [String: URL]
        public let decoded: [Decoded<Tag>]
        public let modelled: Modelled
        public let platform: Platform
    }

    /// Boxes a status, so that statuses can nest.
    public final class Box: Codable, Identifiable {
        public let id: String
    }

    public enum Visibility: String, Codable { case `public`, unlisted }

    // lockstep: wrapper
    public enum Card: Codable {
        case link(URL)
        case account(Account)
        case tags([Tag])
        case forwarded(Account, from: Tag)
        case location(latitude: Double, longitude: Double)
        case remote(Remote, note: String)
        case decoded(Decoded<Account>)
    }

    // lockstep: wrapper
    public enum Attachment: Codable, Identifiable {
        case image(Image)
        case none
        public var id: String { "" }
    }

    public struct Image: Codable, Identifiable { public let id: String }

    public typealias Alias = Account
}

/// `@Model` makes a type a `PersistentModel`, which is `Identifiable`: an entity, kept in sync like one.
@Model
public struct Modelled: Codable {
    public let id: String
}

/// Declared once per platform: which one is compiled is the compiler's to know.
#if os(Linux)
public struct Platform: Codable { public let name: String }
#else
public struct Platform: Codable, Identifiable { public let id: String }
#endif

public struct Stats: Codable, Sendable {
    public let count: Int
}

struct LocalNote: Identifiable, RemoteProtocol {
    let id: Int
}
