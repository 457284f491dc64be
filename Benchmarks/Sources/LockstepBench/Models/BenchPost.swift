import Lockstep

/// A post of a timeline: the element of the live-list workloads (`list_update_<N>`, `scale` `lists`), kept in
/// lists sorted by `date` (seconds, as a `Date` holds them).
struct BenchPost: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
    var date: Double
}
