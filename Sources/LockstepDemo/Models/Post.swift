/// A post embeds its author: when the author changes, every post shows it.
// lockstep: aggregate
struct Post: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
    var likes: Int
    var author: Author
}

/// A sponsored item: an entity too, shown in the same feed as posts.
struct Ad: Identifiable, Equatable, Sendable {
    var id: String
    var sponsor: String
}

/// One row of the timeline: either a post or an ad. The generator writes the `post` and `ad` accessors and
/// the key paths, so updates reach the right case.
// lockstep: wrapper
enum FeedItem: Equatable, Sendable {
    case post(Post)
    case ad(Ad)
}
