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
