/// A stored property of a struct, read through its key path and written in place at its offset.
///
/// API models hold entities in `let` properties (`let account: Account`), and a key path to a `let` is
/// read-only. The store owns its copy of every value, so it may still replace a stored property inside that
/// copy: `MemoryLayout<Root>.offset(of:)` gives where the property lives, and writing there changes the
/// store's copy only. Classes are excluded (their instances are shared, and the offset is nil for them), as are
/// computed properties (no offset either).
@usableFromInline
struct StoredProperty<Root, Value>: Hashable, PropertyAccess {
    @usableFromInline let keyPath: KeyPath<Root, Value>
    @usableFromInline let offset: Int

    /// The stored property at `keyPath`, or nil when `keyPath` is not a stored property of a struct.
    @inlinable
    init?(_ keyPath: KeyPath<Root, Value>) {
        guard let offset = MemoryLayout<Root>.offset(of: keyPath) else { return nil }
        assert(offset >= 0 && offset + MemoryLayout<Value>.size <= MemoryLayout<Root>.size, "a stored property lies inside its struct")
        self.keyPath = keyPath
        self.offset = offset
    }

    /// The stored property at `keyPath`; stops the program with an explanation when it is not one.
    @inlinable
    init(requiring keyPath: KeyPath<Root, Value>) {
        guard let property = StoredProperty(keyPath) else {
            preconditionFailure(
                "Lockstep can write into \(keyPath) only if it is a writable key path or a stored property of a struct; "
                    + "a property of a class or a computed property without a setter cannot be kept in sync"
            )
        }
        self = property
    }

    /// A writable key path to this property, formed through the stored-property subscript of ``_EntityContainer``
    /// (every aggregate and wrapper); nil when `Root` is not one.
    @usableFromInline
    var writableKeyPath: WritableKeyPath<Root, Value>? {
        guard let container = Root.self as? any _EntityContainer.Type else { return nil }
        func writable<Container: _EntityContainer>(in _: Container.Type) -> WritableKeyPath<Root, Value> {
            // Invariant: `Container` is `Root` (found by casting `Root`'s metatype), so both casts are to the type
            // the value already has.
            let keyPath = \Container.[lockstepStored: self as! StoredProperty<Container, Value>]
            return keyPath as! WritableKeyPath<Root, Value>
        }
        return writable(in: container)
    }

    /// The property's value in `root`.
    @inlinable
    func read(_ root: Root) -> Value {
        root[keyPath: keyPath]
    }

    /// Runs `body` on the property inside `root`, in place.
    @inlinable
    func modify<R>(_ root: inout Root, _ body: (inout Value) -> R) -> R {
        // Invariant: `root` is a struct (the offset exists only for structs), so its bytes are the value itself,
        // and the property of type `Value` lives `offset` bytes in: the pointer is valid and typed for the whole
        // call. Debug builds check in `init` that the property lies inside the struct.
        withUnsafeMutablePointer(to: &root) { pointer in
            body(&(UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
        }
    }
}

/// A type whose stored properties Lockstep may write in place: ``Aggregate`` and ``EntityWrapper`` refine it.
///
/// An implementation detail of keeping `let` properties in sync: it lets the store form a writable key path to
/// a `let` property that holds an ``EntityWrapper``. Do not conform to it directly.
public protocol _EntityContainer {}

extension _EntityContainer {
    /// The stored property `property`, writable in place, so that a `let` can be the root of a writable key
    /// path (``EntityWrapper/wrappedEntitiesKeyPaths(relativeTo:)`` takes one).
    @usableFromInline
    subscript<Value>(lockstepStored property: StoredProperty<Self, Value>) -> Value {
        get { self[keyPath: property.keyPath] }
        set { property.modify(&self) { $0 = newValue } }
    }
}
