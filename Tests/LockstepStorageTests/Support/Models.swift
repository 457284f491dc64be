import Lockstep

struct Post: Identifiable, Codable, Sendable, Equatable {
    var id: Int
    var title: String
}

struct Author: Identifiable, Codable, Sendable, Equatable {
    var id: Int
    var name: String
}

/// An aggregate: an author and their posts, each stored as its own entity.
struct AuthorPosts: Aggregate, Codable, Sendable, Equatable {
    var id: Int { author.id }
    var author: Author
    var posts: [Post]

    var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
        [.init(\.author), .init(\.posts)]
    }
}

/// An entity wrapper: a post, or nothing.
enum Media: EntityWrapper, Codable, Sendable, Equatable {
    case post(Post)
    case none

    var post: Post? {
        get { if case .post(let post) = self { post } else { nil } }
        set { if case .post = self, let newValue { self = .post(newValue) } }
    }

    func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {
        [.init(parent.appending(path: \.post))]
    }
}

extension AliasKey where T == [Post] {
    static let timeline = AliasKey(named: "timeline")
}

extension AliasKey where T == Post {
    static let pinned = AliasKey(named: "pinned")
}

extension AliasKey where T == AuthorPosts {
    static let featured = AliasKey(named: "featured")
}

extension AliasKey where T == [AuthorPosts] {
    static let authors = AliasKey(named: "authors")
}

extension AliasKey where T == Media {
    static let spotlight = AliasKey(named: "spotlight")
}
