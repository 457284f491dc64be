import Foundation

/// What the timeline screen shows: an ordered list of feed items.
// lockstep: aggregate
struct Timeline: Identifiable, Equatable, Sendable {
    var id: String
    var items: [FeedItem]
    var loadedAt: Date // not an entity: offered to the runtime and dropped at compile time
}

