/// A type whose values the store compares property by property, recursively, to tell whether a write changes
/// anything.
///
/// `lockstep-gen` writes this conformance for every struct, enum and immutable `final class` of a target,
/// annotated or not, and whatever the type's own `==` says: an `Account` whose `==` compares ids only still
/// compares its name, so a rename is never taken for a no-op, and a fresh decode of the same JSON is.
///
/// You rarely write it by hand. For a type from another module whose `==` compares everything, declare
/// ``StructurallyEquatable`` instead: its `==` is then trusted.
///
/// A type that is neither is compared bit by bit: the same bits are the same value, and different bits count
/// as a change (the write notifies).
public protocol StructurallyComparable {
    /// Whether `lhs` and `rhs` hold the same value in every stored property (or the same case with the same
    /// payloads), each compared the same way.
    static func isStructurallyEqual(_ lhs: Self, _ rhs: Self) -> Bool
}
