/// One row of the timeline: either a post or an ad. The generator writes the `post` and `ad` accessors and
/// the key paths, so updates reach the right case, and a deleted post takes its row with it.
// lockstep: wrapper
enum FeedItem: Equatable, Sendable, Codable {
    case post(Post)
    case ad(Ad)
}
