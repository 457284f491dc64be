import Lockstep

/// A small plain entity: the element of the `find`, `store_*` and aggregate workloads.
struct BenchBook: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
    var pages: Int
}
