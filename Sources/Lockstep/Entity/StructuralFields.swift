/// The stored properties of a struct, each with its comparison: what a generated ``StructurallyComparable``
/// conformance compares, built once per type and then read in place.
///
/// Generated code builds one per struct, a statement per stored property, and compares with it:
///
/// ```swift
/// extension Post: StructurallyComparable {
///     private static let lockstepFields: StructuralFields<Post> = {
///         var fields = StructuralFields<Post>()
///         fields.compare(\.id)
///         fields.compare(\.author)
///         return fields
///     }()
///
///     public static func isStructurallyEqual(_ lhs: Self, _ rhs: Self) -> Bool {
///         lockstepFields.isEqual(lhs, rhs)
///     }
/// }
/// ```
///
/// Why a table rather than `lhs.author == rhs.author` per property: in a debug build, reading a property of a
/// struct from another file copies it (every reference in it retained, then released), and the compiler writes
/// that copy as a function in every file that reads a property of that type. For a model layer's comparisons
/// those copies were most of the generated code's machine code. Here each property is read through its key path
/// by the library's code, and generated code holds only key paths.
///
/// `Sendable` without an unchecked promise: each property is a `Sendable` closure holding its key path and its
/// comparison, and generated key paths (literals naming stored properties) are `Sendable`.
@_spi(Generated) public struct StructuralFields<Root>: Sendable {
    /// Each property's comparison, in declaration order.
    @usableFromInline var fields: [@Sendable (Root, Root) -> Bool] = []

    /// An empty list: two values with no property compared are equal.
    public init() {}

    /// Adds the property at `keyPath`, compared with its type's structural comparison.
    @inlinable
    public mutating func compare<Value: StructurallyComparable>(_ keyPath: KeyPath<Root, Value> & Sendable) {
        fields.append(Self.field(keyPath, comparedBy: isStructurallyEqual))
    }

    /// Adds the property at `keyPath`, whose type the generator cannot tell compares structurally: overload
    /// resolution picks ``compare(_:)`` where it does.
    @inlinable
    public mutating func compareAny<Value: StructurallyComparable>(_ keyPath: KeyPath<Root, Value> & Sendable) {
        compare(keyPath)
    }

    /// Adds the property at `keyPath`, of a type with no structural comparison known at compile time: compared
    /// as ``StructuralComparison`` compares a value of unknown type (the same bits, else a comparison
    /// found at run time, else different).
    @inlinable
    public mutating func compareAny<Value>(_ keyPath: KeyPath<Root, Value> & Sendable) {
        fields.append(Self.field(keyPath, comparedBy: StructuralComparison.isEqual))
    }

    /// Whether every property compares equal in `lhs` and `rhs`, stopping at the first that does not.
    ///
    /// - Complexity: O(number of properties), plus each property's comparison.
    @inlinable
    public func isEqual(_ lhs: Root, _ rhs: Root) -> Bool {
        fields.allSatisfy { $0(lhs, rhs) }
    }

    /// The comparison of two values of `Root` on the property at `keyPath`. Not inlinable, so that the closure is
    /// compiled once, here, rather than in every file of generated code.
    @usableFromInline
    static func field<Value>(
        _ keyPath: KeyPath<Root, Value> & Sendable, comparedBy compare: @escaping @Sendable (Value, Value) -> Bool
    ) -> @Sendable (Root, Root) -> Bool {
        { lhs, rhs in compare(lhs[keyPath: keyPath], rhs[keyPath: keyPath]) }
    }
}

/// `Value`'s structural comparison, as a function the fields can hold: a reference to a generic function is
/// `Sendable`, while one to `Value.isStructurallyEqual` (or a closure calling it) captures `Value`'s metatype,
/// which Swift 6.2 and later do not take for `Sendable`. Inlinable, so that the reference the caller's specialized
/// code takes is to a version compiled for `Value`.
@inlinable
func isStructurallyEqual<Value: StructurallyComparable>(_ lhs: Value, _ rhs: Value) -> Bool {
    Value.isStructurallyEqual(lhs, rhs)
}
