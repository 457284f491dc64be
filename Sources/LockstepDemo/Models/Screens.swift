import Foundation

/// What the timeline screen shows: an ordered list of feed items.
// lockstep: aggregate
struct Timeline: Identifiable, Equatable, Sendable {
    var id: String
    var items: [FeedItem]
    var loadedAt: Date // not an entity: offered to the runtime and dropped at compile time
}

/// What the profile screen shows: an author and their pinned post.
// lockstep: aggregate
struct Profile: Identifiable, Equatable, Sendable {
    var id: Author.ID { author.id }
    var author: Author
    var pinned: Post?
    var draftCount = 0 // lockstep: ignore
}
