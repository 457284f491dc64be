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
/// those copies were most of the generated code's machine code. Here each property is compared where it is
/// stored, at its offset, and generated code holds only key paths.
///
/// A property the key path cannot locate in storage (one behind a property wrapper, whose key path goes
/// through the wrapper's getter) is read through its key path instead.
///
/// `Sendable` without an unchecked promise: each property is a small value holding its key path and offset,
/// and generated key paths (literals naming stored properties) are `Sendable`.
@_spi(Generated) public struct StructuralFields<Root>: Sendable {
    /// The properties, in declaration order.
    @usableFromInline var fields: [any StructuralField] = []

    /// An empty list: two values with no property compared are equal.
    public init() {}

    /// Adds the property at `keyPath`, compared with its type's structural comparison.
    @inlinable
    public mutating func compare<Value: StructurallyComparable>(_ keyPath: KeyPath<Root, Value> & Sendable) {
        fields.append(PropertyField(keyPath, isEqual: isStructurallyEqual))
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
        fields.append(PropertyField(keyPath, isEqual: isEqualAsUnknown))
    }

    /// Whether every property compares equal in `lhs` and `rhs`, stopping at the first that does not.
    ///
    /// - Complexity: O(number of properties), plus each property's comparison.
    @inlinable
    public func isEqual(_ lhs: Root, _ rhs: Root) -> Bool {
        withUnsafePointer(to: lhs) { lhsPointer in
            withUnsafePointer(to: rhs) { rhsPointer in
                fields.allSatisfy { $0.isEqual(lhsPointer, rhsPointer) }
            }
        }
    }
}

/// `Value`'s structural comparison, as a function the fields can hold: a reference to a generic function is
/// `Sendable`, while one to `Value.isStructurallyEqual` (or a closure calling it) captures `Value`'s metatype,
/// which Swift 6.2 and later do not take for `Sendable`. Inlinable, so that the reference the caller's specialized
/// code takes is to a version compiled for `Value`; through pointers, so that a field, whose code runs
/// unspecialized, hands over addresses rather than copying values through `Value`'s value witnesses (together, a
/// 10-property comparison in 1.3× the time of one through closures made by the caller, against 2.6× without).
@inlinable
func isStructurallyEqual<Value: StructurallyComparable>(_ lhs: UnsafePointer<Value>, _ rhs: UnsafePointer<Value>) -> Bool {
    Value.isStructurallyEqual(lhs.pointee, rhs.pointee)
}

/// ``StructuralComparison/isEqual(_:_:)-(T,T)`` of two values of a type with no structural comparison known at
/// compile time, read through pointers (see ``isStructurallyEqual(_:_:)``).
@inlinable
func isEqualAsUnknown<Value>(_ lhs: UnsafePointer<Value>, _ rhs: UnsafePointer<Value>) -> Bool {
    StructuralComparison.isEqual(lhs.pointee, rhs.pointee)
}

/// One property of a ``StructuralFields`` list: how two values of its struct compare on it. A protocol, so that
/// the list holds fields of every property type, `Sendable` without an unchecked promise.
@usableFromInline
protocol StructuralField: Sendable {
    /// Whether the property is equal in the structs at `lhs` and `rhs` (both bound to the list's `Root`).
    func isEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool
}

/// A property compared at its offset, without copying the struct; or, when the key path cannot locate it in
/// storage (behind a property wrapper), read through its key path.
@usableFromInline
struct PropertyField<Root, Value>: StructuralField {
    @usableFromInline let keyPath: KeyPath<Root, Value> & Sendable
    /// The property's offset in `Root`, nil when it has none.
    @usableFromInline let offset: Int?
    /// The comparison of its type, compiled for it by the caller.
    @usableFromInline let compare: @Sendable (UnsafePointer<Value>, UnsafePointer<Value>) -> Bool

    @inlinable
    init(_ keyPath: KeyPath<Root, Value> & Sendable, isEqual compare: @escaping @Sendable (UnsafePointer<Value>, UnsafePointer<Value>) -> Bool) {
        self.keyPath = keyPath
        offset = MemoryLayout<Root>.offset(of: keyPath)
        self.compare = compare
        // Invariant: the offset of a stored property of a struct; debug builds check it lies inside it.
        assert(offset.map { $0 >= 0 && $0 + MemoryLayout<Value>.size <= MemoryLayout<Root>.size } ?? true, "a stored property lies inside its struct")
    }

    @usableFromInline
    func isEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        // A stored property of a value bound to `Root` is bound to its own type at its offset.
        if let offset { return compare((lhs + offset).assumingMemoryBound(to: Value.self), (rhs + offset).assumingMemoryBound(to: Value.self)) }
        return withUnsafePointer(to: lhs.assumingMemoryBound(to: Root.self).pointee[keyPath: keyPath]) { lhsValue in
            withUnsafePointer(to: rhs.assumingMemoryBound(to: Root.self).pointee[keyPath: keyPath]) { rhsValue in compare(lhsValue, rhsValue) }
        }
    }
}
