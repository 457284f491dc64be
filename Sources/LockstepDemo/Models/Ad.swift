/// A sponsored item: an entity too, shown in the same feed as posts.
struct Ad: Identifiable, Equatable, Sendable, Codable {
    var id: String
    var sponsor: String
}
