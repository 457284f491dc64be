import Foundation

/// A post embeds its author: when the author changes, every post shows it.
// lockstep: aggregate
struct Post: Identifiable, Equatable, Sendable, Codable {
    var id: Int
    var title: String
    var likes: Int
    var author: Author
    /// When you read it; nil while unread. Optional, so that a timeline saved before the field existed still
    /// decodes.
    var readAt: Date?
}
