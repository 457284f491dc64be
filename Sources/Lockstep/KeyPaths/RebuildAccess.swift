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
