/// What the floor's `find` hands back, as Lockstep's `find` hands back an `EntityObserver`: a handle the caller
/// reads the value from. The floor has nothing to observe through it, so the leanest honest handle is the value
/// in a struct: no reference to retain, no lock to take when it is read.
struct FoundBook {
    /// The book as stored when it was found.
    let value: BenchBook
}
