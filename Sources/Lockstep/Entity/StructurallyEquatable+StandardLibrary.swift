import Foundation

// The values the store trusts with their own `==`: standard-library and Foundation value types, whose `==`
// compares their whole contents.

extension Bool: StructurallyEquatable {}
extension String: StructurallyEquatable {}
extension Substring: StructurallyEquatable {}
extension Character: StructurallyEquatable {}
extension Unicode.Scalar: StructurallyEquatable {}
extension Int: StructurallyEquatable {}
extension Int8: StructurallyEquatable {}
extension Int16: StructurallyEquatable {}
extension Int32: StructurallyEquatable {}
extension Int64: StructurallyEquatable {}
extension UInt: StructurallyEquatable {}
extension UInt8: StructurallyEquatable {}
extension UInt16: StructurallyEquatable {}
extension UInt32: StructurallyEquatable {}
extension UInt64: StructurallyEquatable {}
extension Double: StructurallyEquatable {}
extension Float: StructurallyEquatable {}
extension Date: StructurallyEquatable {}
extension URL: StructurallyEquatable {}
extension UUID: StructurallyEquatable {}
extension Data: StructurallyEquatable {}
extension Decimal: StructurallyEquatable {}

// Containers compare element by element with their elements' comparison; where the elements are trusted with
// `==`, so is the container.

extension Optional: StructurallyComparable where Wrapped: StructurallyComparable {
    /// Both nil, or both hold structurally equal values.
    @inlinable
    public static func isStructurallyEqual(_ lhs: Self, _ rhs: Self) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        return Wrapped.isStructurallyEqual(lhs, rhs)
    }
}

extension Optional: StructurallyEquatable where Wrapped: StructurallyEquatable {}

extension Array: StructurallyComparable where Element: StructurallyComparable {
    /// The same count, and structurally equal elements in order. O(count).
    @inlinable
    public static func isStructurallyEqual(_ lhs: Self, _ rhs: Self) -> Bool {
        StructuralComparison.elementsEqual(lhs, rhs)
    }
}

extension Array: StructurallyEquatable where Element: StructurallyEquatable {}

extension ContiguousArray: StructurallyComparable where Element: StructurallyComparable {
    /// The same count, and structurally equal elements in order. O(count).
    @inlinable
    public static func isStructurallyEqual(_ lhs: Self, _ rhs: Self) -> Bool {
        StructuralComparison.elementsEqual(lhs, rhs)
    }
}

extension ContiguousArray: StructurallyEquatable where Element: StructurallyEquatable {}

extension Set: StructurallyComparable, StructurallyEquatable where Element: StructurallyEquatable {}

extension Dictionary: StructurallyComparable where Value: StructurallyComparable {
    /// The same keys (by their `==`), each with structurally equal values. O(count).
    @inlinable
    public static func isStructurallyEqual(_ lhs: Self, _ rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.allSatisfy { key, value in rhs[key].map { Value.isStructurallyEqual(value, $0) } ?? false }
    }
}

extension Dictionary: StructurallyEquatable where Value: StructurallyEquatable {}

extension StructuralComparison {
    /// Whether two arrays have the same count and structurally equal elements in order: O(1) when they share
    /// their storage (a value stored again, a property a write did not touch), else O(count).
    @inlinable
    static func elementsEqual<C: RandomAccessCollection>(_ lhs: C, _ rhs: C) -> Bool where C.Element: StructurallyComparable {
        guard lhs.count == rhs.count else { return false }
        let sharesStorage = lhs.withContiguousStorageIfAvailable { lhsBuffer in
            rhs.withContiguousStorageIfAvailable { $0.baseAddress == lhsBuffer.baseAddress } ?? false
        } ?? false
        return sharesStorage || lhs.elementsEqual(rhs, by: C.Element.isStructurallyEqual)
    }
}
