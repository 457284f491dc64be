import Lockstep

/// Where the `find` workload hands its results, on both sides: a global the optimizer cannot see through, as
/// when an app keeps what it found in a view model. Lockstep's observer is stored with its references (the
/// previous one released), the floor's handle is copied.
enum Sink {
    /// The last observer Lockstep's `find` returned.
    nonisolated(unsafe) static var observer: EntityObserver<BenchBook>?
    /// The last handle the floor's `find` returned.
    nonisolated(unsafe) static var found: FoundBook?
}
