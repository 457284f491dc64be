// Nested collections of entities (`[[Account]]`, `[[Account]]?`): each inner collection is normalized by the
// collection shape, reached through the outer collection's index, so it behaves as a collection property does:
// an updated entity is written into every position that holds it, a removed one leaves the inner collection it
// sits in (the outer collection keeps its positions, an inner one may become empty).
//
// Every inner collection has its own slots and its own `ElementSlot.Kind`; its slots' positions start from 0,
// so removing an element renumbers only the later elements of that same inner collection.
extension PartialIdentifiableKeyPath {
    @inlinable
    static func nestedCollection<C: MutableCollection, S: EntityKind>(_ keyPath: WritableKeyPath<Root, C>, store: S.Type) -> Self
    where C.Element: MutableCollection, C.Element.Element == S.Value {
        // Written at its offset when it has one (see `single`).
        if let property = StoredProperty(keyPath) { return nestedCollection(property, store: S.self) }
        return nestedCollection(KeyPathAccess(keyPath), store: S.self)
    }

    /// A collection of collections of entities: each inner collection is kept in sync as a collection property is.
    @inlinable
    static func nestedCollection<A: PropertyAccess, C: MutableCollection, S: EntityKind>(_ access: A, store: S.Type) -> Self
    where A.Root == Root, A.Value == C, C.Element: MutableCollection, C.Element.Element == S.Value {
        Self { root, scope in
            let collections = access.read(root)
            var index = collections.startIndex
            while index != collections.endIndex {
                collection(ElementAccess(access, at: index), store: S.self).normalize(&root, &scope)
                collections.formIndex(after: &index)
            }
        }
    }

    @inlinable
    static func optionalNestedCollection<C: MutableCollection, S: EntityKind>(_ keyPath: WritableKeyPath<Root, C?>, store: S.Type) -> Self
    where C.Element: MutableCollection, C.Element.Element == S.Value {
        // Written at its offset when it has one (see `single`).
        if let property = StoredProperty(keyPath) { return optionalNestedCollection(property, store: S.self) }
        return optionalNestedCollection(KeyPathAccess(keyPath), store: S.self)
    }

    /// An optional collection of collections of entities: nothing while it is nil, otherwise as
    /// `nestedCollection(_:store:)`.
    @inlinable
    static func optionalNestedCollection<A: PropertyAccess, C: MutableCollection, S: EntityKind>(_ access: A, store: S.Type) -> Self
    where A.Root == Root, A.Value == C?, C.Element: MutableCollection, C.Element.Element == S.Value {
        let present = nestedCollection(UnwrappedAccess(access), store: S.self)
        return Self { root, scope in
            guard access.read(root) != nil else { return }
            present.normalize(&root, &scope)
        }
    }

    // Stored properties of a value kept at `prefix` (a struct wrapper's `let`s).

    @inlinable
    static func nestedCollection<Base, C: MutableCollection, S: EntityKind>(
        _ prefix: WritableKeyPath<Root, Base>, _ property: StoredProperty<Base, C>, store: S.Type
    ) -> Self where C.Element: MutableCollection, C.Element.Element == S.Value {
        nestedCollection(NestedStoredProperty(prefix, property), store: S.self)
    }

    @inlinable
    static func optionalNestedCollection<Base, C: MutableCollection, S: EntityKind>(
        _ prefix: WritableKeyPath<Root, Base>, _ property: StoredProperty<Base, C?>, store: S.Type
    ) -> Self where C.Element: MutableCollection, C.Element.Element == S.Value {
        optionalNestedCollection(NestedStoredProperty(prefix, property), store: S.self)
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
