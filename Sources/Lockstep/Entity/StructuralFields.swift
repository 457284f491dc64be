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
@_spi(Generated) public struct StructuralFields<Root>: @unchecked Sendable {
    // `@unchecked Sendable` invariant: the value is built once, by the generated initializer of a `static let`,
    // and only read afterwards; each field holds an offset and a comparison that captures at most a key path, and key paths are immutable.

    /// One property: where it is, and how two of its values compare.
    @usableFromInline struct Field {
        /// The property's offset in `Root`; 0 for one read through its key path.
        @usableFromInline let offset: Int
        /// Compares the property's values at `lhs + offset` and `rhs + offset`. For a property at an offset it
        /// captures nothing, so calling it retains no context.
        @usableFromInline let isEqual: (UnsafeRawPointer, UnsafeRawPointer) -> Bool

        @inlinable init(offset: Int, isEqual: @escaping (UnsafeRawPointer, UnsafeRawPointer) -> Bool) {
            self.offset = offset
            self.isEqual = isEqual
        }
    }

    /// The properties, in declaration order.
    @usableFromInline var fields: [Field] = []

    /// An empty list: two values with no property compared are equal.
    public init() {}

    /// Adds the property at `keyPath`, compared with its type's structural comparison.
    @inlinable
    public mutating func compare<Value: StructurallyComparable>(_ keyPath: KeyPath<Root, Value>) {
        if let offset = MemoryLayout<Root>.offset(of: keyPath) {
            // Invariant: the offset of a stored property of a struct; debug builds check it lies inside it.
            assert(offset >= 0 && offset + MemoryLayout<Value>.size <= MemoryLayout<Root>.size, "a stored property lies inside its struct")
            fields.append(Field(offset: offset) { lhs, rhs in
                // A stored property of a value bound to `Root` is bound to its own type at its offset.
                Value.isStructurallyEqual(lhs.assumingMemoryBound(to: Value.self).pointee, rhs.assumingMemoryBound(to: Value.self).pointee)
            })
        } else {
            fields.append(Field(offset: 0) { lhs, rhs in
                Value.isStructurallyEqual(
                    lhs.assumingMemoryBound(to: Root.self).pointee[keyPath: keyPath],
                    rhs.assumingMemoryBound(to: Root.self).pointee[keyPath: keyPath]
                )
            })
        }
    }

    /// Adds the property at `keyPath`, whose type the generator cannot tell compares structurally: overload
    /// resolution picks ``compare(_:)`` where it does.
    @inlinable
    public mutating func compareAny<Value: StructurallyComparable>(_ keyPath: KeyPath<Root, Value>) {
        compare(keyPath)
    }

    /// Adds the property at `keyPath`, of a type with no structural comparison known at compile time: compared
    /// as ``StructuralComparison`` compares a value of unknown type (the same bits, else a comparison
    /// found at run time, else different).
    @inlinable
    public mutating func compareAny<Value>(_ keyPath: KeyPath<Root, Value>) {
        // Written out rather than sharing `compare(_:)`'s body with the comparison passed in: the closure would
        // then capture it, and every comparison would retain a context.
        if let offset = MemoryLayout<Root>.offset(of: keyPath) {
            // Invariant: the offset of a stored property of a struct; debug builds check it lies inside it.
            assert(offset >= 0 && offset + MemoryLayout<Value>.size <= MemoryLayout<Root>.size, "a stored property lies inside its struct")
            fields.append(Field(offset: offset) { lhs, rhs in
                StructuralComparison.isEqual(lhs.assumingMemoryBound(to: Value.self).pointee, rhs.assumingMemoryBound(to: Value.self).pointee)
            })
        } else {
            fields.append(Field(offset: 0) { lhs, rhs in
                StructuralComparison.isEqual(
                    lhs.assumingMemoryBound(to: Root.self).pointee[keyPath: keyPath],
                    rhs.assumingMemoryBound(to: Root.self).pointee[keyPath: keyPath]
                )
            })
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
                for field in fields where !field.isEqual(lhsBase + field.offset, rhsBase + field.offset) {
                    return false
                }
                return true
            }
        }
    }
}
