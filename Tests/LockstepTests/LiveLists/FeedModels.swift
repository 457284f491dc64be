import Foundation
import Lockstep

/// The models of the live list tests, shaped as API models are: `let`s, Codable, an id-only `==` (with the
/// structural comparison a generator writes beside it), entities nested in aggregates.
enum Feed {
    struct Post: Identifiable, Codable, Equatable, Sendable {
        let id: Int
        let title: String
        let date: Int
        let isRead: Bool
        let authorID: Int

        init(id: Int, title: String? = nil, date: Int, isRead: Bool = false, authorID: Int = 1) {
            self.id = id
            self.title = title ?? "post \(id)"
            self.date = date
            self.isRead = isRead
            self.authorID = authorID
        }

        /// An entity habit: two posts are "the same post" when their ids are.
        static func == (lhs: Post, rhs: Post) -> Bool { lhs.id == rhs.id }

        func with(title: String? = nil, date: Int? = nil, isRead: Bool? = nil) -> Post {
            Post(id: id, title: title ?? self.title, date: date ?? self.date, isRead: isRead ?? self.isRead, authorID: authorID)
        }
    }

    struct Author: Identifiable, Codable, Equatable, Sendable {
        let id: Int
        let name: String
    }

    /// A post as the API sends it in a timeline: the post and its author, which cannot exist without them.
    struct PostView: Aggregate, Codable, Sendable {
        let id: Int
        let post: Post
        let author: Author
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.post), .init(\.author)] }
    }
}

// What lockstep-gen writes for these types: every stored property compared.
extension Feed.Post: StructurallyComparable {
    static func isStructurallyEqual(_ lhs: Self, _ rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.date == rhs.date && lhs.isRead == rhs.isRead
            && lhs.authorID == rhs.authorID
    }
}

extension Feed.Author: StructurallyComparable {
    static func isStructurallyEqual(_ lhs: Self, _ rhs: Self) -> Bool { lhs.id == rhs.id && lhs.name == rhs.name }
}

extension Feed.PostView: StructurallyComparable {
    static func isStructurallyEqual(_ lhs: Self, _ rhs: Self) -> Bool {
        lhs.id == rhs.id && Feed.Post.isStructurallyEqual(lhs.post, rhs.post)
            && Feed.Author.isStructurallyEqual(lhs.author, rhs.author)
    }
}

extension AliasKey where T == [Feed.Post] {
    static let timeline = AliasKey(named: "timeline")
}

extension AliasKey where T == [Feed.PostView] {
    static let viewTimeline = AliasKey(named: "viewTimeline")
}

/// The ids of `posts`, in order: what most assertions compare.
func ids(_ posts: [Feed.Post]) -> [Int] { posts.map(\.id) }
