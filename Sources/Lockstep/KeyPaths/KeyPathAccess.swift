/// A property reached through a writable key path: one that has no offset of its own to be written at, such as
/// an observed (`didSet`) property or an enum wrapper's case accessor.
@usableFromInline
struct KeyPathAccess<Root, Value>: PropertyAccess {
    @usableFromInline let keyPath: WritableKeyPath<Root, Value>

    @inlinable
    init(_ keyPath: WritableKeyPath<Root, Value>) {
        self.keyPath = keyPath
    }

    @inlinable
    func read(_ root: Root) -> Value {
        root[keyPath: keyPath]
    }

    @inlinable
    func modify<R>(_ root: inout Root, _ body: (inout Value) -> R) -> R {
        body(&root[keyPath: keyPath])
    }
}
