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
