#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Finds out once per type whether values compare structurally (``StructurallyEquatable``), so that storing an
/// equal value notifies nobody, without a dynamic cast on every write.
@usableFromInline
enum EqualityWitness {
    /// `==` for `T` when `T` is ``StructurallyEquatable``, else nil. A plain `Equatable` conformance is not
    /// enough: a user's `==` may compare ids only, and must not hide a change.
    @usableFromInline
    static func make<T>(for type: T.Type) -> ((T, T) -> Bool)? {
        guard let equatable = type as? any StructurallyEquatable.Type else { return nil }
        return comparison(equatable, as: type)
    }

    /// Whether `lhs` and `rhs` have the same bytes: then they are the same value (same references, same
    /// contents), whatever `==` says. Padding may differ between equal values, which only misses a no-op.
    /// One `memcmp`: comparing the bytes through `elementsEqual` went byte by byte, about 800 instructions for a
    /// small struct.
    @usableFromInline
    static func isBitwiseIdentical<T>(_ lhs: T, _ rhs: T) -> Bool {
        withUnsafeBytes(of: lhs) { lhsBytes in
            withUnsafeBytes(of: rhs) { rhsBytes in
                // Both buffers hold a `T`: same size, and a base address unless the size is zero.
                guard let lhsBase = lhsBytes.baseAddress, let rhsBase = rhsBytes.baseAddress else { return true }
                return memcmp(lhsBase, rhsBase, lhsBytes.count) == 0
            }
        }
    }

    private static func comparison<E: Equatable, T>(_: E.Type, as _: T.Type) -> (T, T) -> Bool {
        // T and E are the same type (E was found by casting T's metatype), so the memory can be rebound.
        { lhs, rhs in
            withUnsafePointer(to: lhs) { lhsPointer in
                withUnsafePointer(to: rhs) { rhsPointer in
                    lhsPointer.withMemoryRebound(to: E.self, capacity: 1) { lhsValue in
                        rhsPointer.withMemoryRebound(to: E.self, capacity: 1) { rhsValue in
                            lhsValue.pointee == rhsValue.pointee
                        }
                    }
                }
            }
        }
    }
}
