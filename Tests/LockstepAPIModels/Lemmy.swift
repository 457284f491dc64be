// Generated from the Lemmy OpenAPI description. DO NOT MODIFY.
//
// A module of its own with no Lockstep in it, written the way API generators write: `Codable` structs of `let`s
// with explicit snake_case coding keys, in a namespace. `LockstepExtensionTests` annotates it through extensions.
import Foundation

/// The API's types.
public enum LemmyAPI {
    /// A post with its creator and its community, as every list of posts returns it.
    public struct PostView: Codable, Equatable, Sendable {
        /// The post.
        public let post: Post
        /// Who wrote it.
        public let creator: Person
        /// Where it was posted.
        public let community: Community
        /// Its votes and comments.
        public let counts: PostAggregates
    }

    /// A comment with its post and creator.
    public struct CommentView: Codable, Equatable, Sendable {
        /// The comment.
        public let comment: Comment
        /// The post it answers.
        public let post: Post
        /// Who wrote it.
        public let creator: Person
    }

    /// A post.
    public struct Post: Codable, Equatable, Sendable {
        /// Its id.
        public let id: Int
        /// Its title.
        public let name: String
        /// Its federated identity.
        public let apID: ActorIdentifier
        /// Its creator's id.
        public let creatorID: Int

        enum CodingKeys: String, CodingKey {
            case id, name
            case apID = "ap_id"
            case creatorID = "creator_id"
        }
    }

    /// A user.
    public struct Person: Codable, Equatable, Sendable {
        /// Its id.
        public let id: Int
        /// Its name.
        public let name: String
        /// The name it shows, if it chose one.
        public let displayName: String?
        /// Its federated identity.
        public let actorID: ActorIdentifier

        enum CodingKeys: String, CodingKey {
            case id, name
            case displayName = "display_name"
            case actorID = "actor_id"
        }

        /// Clients compare users by id.
        public static func == (lhs: Person, rhs: Person) -> Bool { lhs.id == rhs.id }
    }

    /// A community.
    public struct Community: Codable, Equatable, Sendable {
        /// Its id.
        public let id: Int
        /// Its title.
        public let title: String
    }

    /// A comment.
    public struct Comment: Codable, Equatable, Sendable {
        /// Its id.
        public let id: Int
        /// Its text.
        public let content: String
    }

    /// A post's counters.
    public struct PostAggregates: Codable, Equatable, Sendable {
        /// Comments under it.
        public let comments: Int
        /// Its score.
        public let score: Int
    }

    /// The response to `GET /post/list`: a request type that never reaches the store.
    public struct GetPostsResponse: Codable, Sendable {
        /// The page of posts.
        public let posts: [PostView]
    }
}
