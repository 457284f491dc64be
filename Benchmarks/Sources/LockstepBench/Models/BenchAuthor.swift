import Lockstep

/// An author shared by many aggregates: the entity the fan-out and aggregate workloads update.
struct BenchAuthor: Identifiable, Equatable, Sendable {
    var id: Int
    var name: String
    var version: Int
}
