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
/// an observed (`didSet`) property, an enum wrapper's case accessor, an inner collection of a collection of
/// collections or the value inside an optional property.
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

/// The property `inner` reaches in the value `outer` reaches: a stored property of a value kept at a key path
/// (a `let` of a struct wrapper), one inner collection of a collection of collections, the value inside an
/// optional property. Read and written in place through both.
@usableFromInline
struct ComposedAccess<Outer: PropertyAccess, Inner: PropertyAccess>: PropertyAccess where Inner.Root == Outer.Value {
    @usableFromInline let outer: Outer
    @usableFromInline let inner: Inner

    @inlinable
    init(_ outer: Outer, _ inner: Inner) {
        self.outer = outer
        self.inner = inner
    }

    @inlinable
    func read(_ root: Outer.Root) -> Inner.Value {
        inner.read(outer.read(root))
    }

    @inlinable
    func modify<R>(_ root: inout Outer.Root, _ body: (inout Inner.Value) -> R) -> R {
        outer.modify(&root) { inner.modify(&$0, body) }
    }
}
