/// A type whose `==` compares every stored property, as synthesized `Equatable` does: two values are equal only
/// when nothing in them differs.
///
/// The store compares a written value with the stored one to skip a write that changes nothing (it then notifies
/// nobody). It never relies on a plain `Equatable` conformance for that, because API models often compare by id
/// only (`static func == (l, r) -> Bool { l.id == r.id }`), and such an `==` must not drop a new like count or
/// a rename. `lockstep-gen` writes a property-by-property comparison (``StructurallyComparable``) for every type
/// of the target that needs one (an `Equatable` type without identity is trusted with its `==` at run time);
/// standard-library and Foundation values (`String`, numbers, `Bool`, `Date`, `URL`, `UUID`,
/// `Data`, `Decimal`, and optionals, arrays, sets and dictionaries of them) are trusted with their own `==`.
///
/// Declare it for a type from another module whose `==` compares everything, so that the store trusts that
/// `==` too:
///
/// ```swift
/// extension Money: @retroactive StructurallyEquatable {}
/// ```
public protocol StructurallyEquatable: StructurallyComparable, Equatable {}

extension StructurallyEquatable {
    /// `==`, trusted to compare every stored property.
    @inlinable
    public static func isStructurallyEqual(_ lhs: Self, _ rhs: Self) -> Bool {
        lhs == rhs
    }
}
