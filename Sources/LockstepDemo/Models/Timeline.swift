import Foundation

/// What the timeline screen shows: an ordered list of feed items. `Codable` so that it can be saved to disk
/// and restored at the next run.
// lockstep: aggregate
struct Timeline: Identifiable, Equatable, Sendable, Codable {
    var id: String
    var items: [FeedItem]
    var loadedAt: Date // not an entity: offered to the runtime and dropped at compile time
}
