import Lockstep

/// The smallest realistic entity (two words), used by the `memory` workload so that the store's own
/// overhead per entity dominates.
struct SmallEntity: Identifiable, Equatable, Sendable {
    var id: Int
    var value: Int
}
