import Lockstep

/// The entity the child saves; its JSON shape matches the tests' `Post`.
struct CrashPost: Identifiable, Codable, Sendable {
    var id: Int
    var title: String
}
