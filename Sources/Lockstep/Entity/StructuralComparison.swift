import Foundation   // `memcmp`, from the C library it re-exports

/// The comparison generated code runs on each stored property (see ``StructurallyComparable``).
///
/// Generated code calls `StructuralComparison.isEqual(lhs.name, rhs.name)` for every property; overload
/// resolution on the property's static type picks the structural comparison where the type has one, and
/// otherwise the bitwise fallback, which still looks for a structural comparison at run time (a generic
/// property's type is only known then).
public enum StructuralComparison {
    /// Compares two values of a type that compares structurally.
    ///
    /// - Complexity: that of the type's comparison.
    @inlinable
    public static func isEqual<T: StructurallyComparable>(_ lhs: T, _ rhs: T) -> Bool {
        T.isStructurallyEqual(lhs, rhs)
    }

    /// Compares two values of a type with no structural comparison known at compile time: the same bits are the
    /// same value; otherwise the type's ``StructurallyComparable`` conformance decides if it has one at run time
    /// (a generic parameter); else, for a type that is `Equatable` and not `Identifiable`, its `==`; and else the
    /// values count as different.
    ///
    /// Why `==` is trusted there: a value type without an identity compares everything in practice (an id-only
    /// `==` is an entity's habit), and the bits are no rule for another module's types (a `URL` decoded again
    /// never has the same ones), so a refresh of unchanged data would notify everyone. An `Identifiable` type's
    /// `==` may compare only the id, which would drop a rename: it needs a structural comparison.
    ///
    /// - Complexity: O(size of `T`), plus dynamic casts and the type's `==` when the bits differ.
    @inlinable
    public static func isEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
        if isBitwiseIdentical(lhs, rhs) { return true }
        if let comparable = T.self as? any StructurallyComparable.Type { return compare(lhs, rhs, as: comparable) }
        guard !(T.self is any Identifiable.Type), let equatable = T.self as? any Equatable.Type else { return false }
        return equals(lhs, rhs, as: equatable)
    }

    /// Whether `lhs` and `rhs` have the same bytes: then they are the same value (same references, same
    /// contents), whatever `==` says. Padding may differ between equal values, which only misses a no-op.
    /// One `memcmp`: comparing the bytes through `elementsEqual` went byte by byte, about 800 instructions for a
    /// small struct.
    @inlinable
    public static func isBitwiseIdentical<T>(_ lhs: T, _ rhs: T) -> Bool {
        withUnsafeBytes(of: lhs) { lhsBytes in
            withUnsafeBytes(of: rhs) { rhsBytes in
                // Both buffers hold a `T`: same size, and a base address unless the size is zero.
                guard let lhsBase = lhsBytes.baseAddress, let rhsBase = rhsBytes.baseAddress else { return true }
                return memcmp(lhsBase, rhsBase, lhsBytes.count) == 0
            }
        }
    }

    /// `E.==` on two values of `T`, where `E` is `T` itself (found by casting `T`'s metatype, so the casts hold).
    @usableFromInline
    static func equals<T, E: Equatable>(_ lhs: T, _ rhs: T, as type: E.Type) -> Bool {
        lhs as! E == rhs as! E
    }

    /// `C.isStructurallyEqual` on two values of `T`, where `C` is `T` itself (found by casting `T`'s metatype, so the
    /// casts hold).
    @usableFromInline
    static func compare<T, C: StructurallyComparable>(_ lhs: T, _ rhs: T, as type: C.Type) -> Bool {
        C.isStructurallyEqual(lhs as! C, rhs as! C)
    }
}
