/// Someone who writes posts. A plain entity: `Identifiable` is all Lockstep needs.
struct Author: Identifiable, Equatable, Sendable, Codable {
    var id: Int
    var name: String
    var followers: Int
}
