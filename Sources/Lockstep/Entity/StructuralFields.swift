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
/// `Sendable` without an unchecked promise: each property is a small value holding its offset or its key path,
/// and generated key paths (literals naming stored properties) are `Sendable`.
@_spi(Generated) public struct StructuralFields<Root>: Sendable {
    /// The properties, in declaration order.
    @usableFromInline var fields: [any StructuralField] = []

    /// An empty list: two values with no property compared are equal.
    public init() {}

    /// Adds the property at `keyPath`, compared with its type's structural comparison.
    public mutating func compare<Value: StructurallyComparable>(_ keyPath: KeyPath<Root, Value> & Sendable) {
        if let offset = MemoryLayout<Root>.offset(of: keyPath) {
            fields.append(StoredField<Root, Value>(offset: offset, isEqual: isStructurallyEqual))
        } else {
            fields.append(WrappedField(keyPath: keyPath, isEqual: isStructurallyEqual))
        }
    }

    /// Adds the property at `keyPath`, whose type the generator cannot tell compares structurally: overload
    /// resolution picks ``compare(_:)`` where it does.
    public mutating func compareAny<Value: StructurallyComparable>(_ keyPath: KeyPath<Root, Value> & Sendable) {
        compare(keyPath)
    }

    /// Adds the property at `keyPath`, of a type with no structural comparison known at compile time: compared
    /// as ``StructuralComparison`` compares a value of unknown type (the same bits, else a comparison
    /// found at run time, else different).
    public mutating func compareAny<Value>(_ keyPath: KeyPath<Root, Value> & Sendable) {
        if let offset = MemoryLayout<Root>.offset(of: keyPath) {
            fields.append(StoredField<Root, Value>(offset: offset, isEqual: StructuralComparison.isEqual))
        } else {
            fields.append(WrappedField(keyPath: keyPath, isEqual: StructuralComparison.isEqual))
        }
    }

    /// Whether every property compares equal in `lhs` and `rhs`, stopping at the first that does not.
    ///
    /// - Complexity: O(number of properties), plus each property's comparison.
    @inlinable
    public func isEqual(_ lhs: Root, _ rhs: Root) -> Bool {
        withUnsafePointer(to: lhs) { lhsPointer in
            withUnsafePointer(to: rhs) { rhsPointer in
                let (lhsBase, rhsBase) = (UnsafeRawPointer(lhsPointer), UnsafeRawPointer(rhsPointer))
                for field in fields where !field.isEqual(lhsBase, rhsBase) {
                    return false
                }
                return true
            }
        }
    }
}

/// `Value`'s structural comparison, as a function the fields can hold: a reference to a generic function is
/// `Sendable`, while one to `Value.isStructurallyEqual` (or a closure calling it) captures `Value`'s metatype,
/// which Swift 6.2 and later do not take for `Sendable`.
func isStructurallyEqual<Value: StructurallyComparable>(_ lhs: Value, _ rhs: Value) -> Bool {
    Value.isStructurallyEqual(lhs, rhs)
}

/// One property of a ``StructuralFields`` list: how two values of its struct compare on it.
@usableFromInline
protocol StructuralField: Sendable {
    /// Whether the property is equal in the structs at `lhs` and `rhs` (both bound to the list's `Root`).
    func isEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool
}

/// A stored property, compared at its offset, without copying the struct.
struct StoredField<Root, Value>: StructuralField {
    /// The property's offset in `Root`.
    let offset: Int
    /// The comparison of its type: a static method, so that the field holds no context.
    let compare: @Sendable (Value, Value) -> Bool

    init(offset: Int, isEqual compare: @escaping @Sendable (Value, Value) -> Bool) {
        // Invariant: the offset of a stored property of a struct; debug builds check it lies inside it.
        assert(offset >= 0 && offset + MemoryLayout<Value>.size <= MemoryLayout<Root>.size, "a stored property lies inside its struct")
        self.offset = offset
        self.compare = compare
    }

    func isEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        // A stored property of a value bound to `Root` is bound to its own type at its offset.
        compare((lhs + offset).assumingMemoryBound(to: Value.self).pointee, (rhs + offset).assumingMemoryBound(to: Value.self).pointee)
    }
}

/// A property the key path cannot locate in storage (behind a property wrapper): read through its key path.
struct WrappedField<Root, Value>: StructuralField {
    let keyPath: KeyPath<Root, Value> & Sendable
    let compare: @Sendable (Value, Value) -> Bool

    init(keyPath: KeyPath<Root, Value> & Sendable, isEqual compare: @escaping @Sendable (Value, Value) -> Bool) {
        self.keyPath = keyPath
        self.compare = compare
    }

    func isEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        compare(lhs.assumingMemoryBound(to: Root.self).pointee[keyPath: keyPath], rhs.assumingMemoryBound(to: Root.self).pointee[keyPath: keyPath])
    }
}
