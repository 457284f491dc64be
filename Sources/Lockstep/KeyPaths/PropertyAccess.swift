/// How normalization reads a property of `Root` that holds entities, and writes into it in place.
///
/// An `EntityShape` (one entity, an optional one, a collection) takes its property as one of these rather than as
/// closures: the value is captured once, by the closure that normalizes, and by the one per slot that writes a
/// changed entity back, instead of by a closure per operation. `StoredProperty` is the one used most: a stored
/// property of a struct, written at its offset.
@usableFromInline
protocol PropertyAccess<Root, Value> {
    associatedtype Root
    associatedtype Value

    /// The property's value in `root`.
    func read(_ root: Root) -> Value

    /// Runs `body` on the property inside `root`, in place.
    func modify<R>(_ root: inout Root, _ body: (inout Value) -> R) -> R
}

/// A property reached through a writable key path: one that has no offset of its own to be written at, such as
/// an observed (`didSet`) property or an enum wrapper's case accessor.
extension WritableKeyPath: PropertyAccess {
    @inlinable
    func read(_ root: Root) -> Value {
        root[keyPath: self]
    }

    @inlinable
    func modify<R>(_ root: inout Root, _ body: (inout Value) -> R) -> R {
        body(&root[keyPath: self])
    }
}

/// A stored property of a value that `Root` keeps at `prefix`, such as a `let` of a struct wrapper, written at
/// its offset inside that value.
@usableFromInline
struct NestedStoredProperty<Root, Base, Value>: PropertyAccess {
    @usableFromInline let prefix: WritableKeyPath<Root, Base>
    @usableFromInline let property: StoredProperty<Base, Value>

    @inlinable
    init(_ prefix: WritableKeyPath<Root, Base>, _ property: StoredProperty<Base, Value>) {
        self.prefix = prefix
        self.property = property
    }

    @inlinable
    func read(_ root: Root) -> Value {
        root[keyPath: prefix][keyPath: property.keyPath]
    }

    @inlinable
    func modify<R>(_ root: inout Root, _ body: (inout Value) -> R) -> R {
        property.modify(&root[keyPath: prefix], body)
    }
}

/// A property of an immutable `final class`, written by building a new instance: the class's initializer
/// takes every stored property, so `rebuild` makes a copy of the instance with one property replaced.
///
/// The instance the app holds is never changed: the store's copy of a parent is replaced by the new instance.
@usableFromInline
struct RebuildAccess<Root, Value>: PropertyAccess {
    @usableFromInline let keyPath: KeyPath<Root, Value>
    /// A copy of the instance with the property set to the given value (generated: a call of the initializer).
    @usableFromInline let rebuild: (Root, Value) -> Root

    @inlinable
    init(_ keyPath: KeyPath<Root, Value>, rebuild: @escaping (Root, Value) -> Root) {
        self.keyPath = keyPath
        self.rebuild = rebuild
    }

    @inlinable
    func read(_ root: Root) -> Value {
        root[keyPath: keyPath]
    }

    /// Runs `body` on a copy of the property, then replaces `root` by an instance holding the result.
    /// O(size of the property) for the copy, plus the initializer.
    @inlinable
    func modify<R>(_ root: inout Root, _ body: (inout Value) -> R) -> R {
        var value = root[keyPath: keyPath]
        let result = body(&value)
        root = rebuild(root, value)
        return result
    }
}

/// The element at one index of the collection another property reaches, such as one inner array of a
/// `[[Account]]`; read and written in place through that property.
@usableFromInline
struct ElementAccess<Outer: PropertyAccess>: PropertyAccess where Outer.Value: MutableCollection {
    @usableFromInline typealias Root = Outer.Root
    @usableFromInline typealias Value = Outer.Value.Element

    @usableFromInline let outer: Outer
    @usableFromInline let index: Outer.Value.Index

    @inlinable
    init(_ outer: Outer, at index: Outer.Value.Index) {
        self.outer = outer
        self.index = index
    }

    @inlinable
    func read(_ root: Root) -> Value {
        outer.read(root)[index]
    }

    @inlinable
    func modify<R>(_ root: inout Root, _ body: (inout Value) -> R) -> R {
        outer.modify(&root) { body(&$0[index]) }
    }
}

/// The value inside an optional property, used only while the property is not nil: a shape reaching it is
/// normalized only then, and any write that may set it to nil normalizes the parent again.
@usableFromInline
struct UnwrappedAccess<Inner: PropertyAccess, Wrapped>: PropertyAccess where Inner.Value == Wrapped? {
    @usableFromInline typealias Root = Inner.Root
    @usableFromInline typealias Value = Wrapped

    @usableFromInline let inner: Inner

    @inlinable
    init(_ inner: Inner) {
        self.inner = inner
    }

    @inlinable
    func read(_ root: Root) -> Value {
        // Invariant: only read while the property holds a value (see above).
        inner.read(root)!
    }

    @inlinable
    func modify<R>(_ root: inout Root, _ body: (inout Value) -> R) -> R {
        // Invariant: as in `read`; `!` on an inout optional projects its payload in place.
        inner.modify(&root) { body(&$0!) }
    }
}
