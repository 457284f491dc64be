import Lockstep

/// The models of the optimistic layer tests: a post liked and replied to, the feeds and cards that hold it.
enum Social {
    struct Post: Identifiable, StructurallyEquatable, Codable, Sendable {
        var id: Int
        var text: String
        var liked = false
        var likes = 0
        var replyCount = 0
    }

    /// Holds its post where it cannot be dropped: removed with it.
    struct Card: Aggregate, StructurallyEquatable, Sendable {
        var id: Int
        var post: Post
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.post)] }
    }

    /// Holds posts in a list (a removed post leaves it) and a pinned one (set to nil when removed).
    struct Timeline: Aggregate, StructurallyEquatable, Sendable {
        var id: Int
        var posts: [Post]
        var pinned: Post?
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.posts), .init(\.pinned)] }
    }

    static func post(_ id: Int, _ text: String = "post") -> Post {
        Post(id: id, text: "\(text) \(id)")
    }
}

extension AliasKey where T == [Social.Post] {
    static let feed = AliasKey(named: "feed")
}
