/// How a property holds entities (one, an optional one, a collection, a collection of collections, optional or
/// not) and of which kind (`PlainEntity`, `AggregateEntity`): normalizes such a property, however the property is
/// reached.
///
/// Each shape is written once, here. The public initializers of ``PartialIdentifiableKeyPath`` and the functions
/// of ``EntityKeyPathCollector`` only name a shape and the key path; how the property is read and written (at its
/// offset, through its key path, inside a value kept at a prefix, by rebuilding a class) is a `PropertyAccess`,
/// picked by `PartialIdentifiableKeyPath.init(_:as:)` or `EntityKeyPathCollector.addRecord(_:as:checkWritable:)`.
/// Everything is inlinable, so the client specializes each record for its property's type and access.
///
/// Normalizing reads the entities at the property, stores them, writes back the stored values that differ, and
/// records a slot per entity that writes a new value there and removes the entity from there. The access is
/// captured once by the record's closure and once by the slots' writer; `assign` closures capture nothing, so
/// they cost no allocation.
@usableFromInline
protocol EntityShape {
    associatedtype Value

    /// Normalizes the property `access` reaches in `root`. Static, so that a record captures its access alone.
    static func normalize<A: PropertyAccess>(_ root: inout A.Root, _ scope: inout NormalizeScope<A.Root>, at access: A) where A.Value == Value
}

extension EntityShape {
    /// The record that normalizes the property `access` reaches.
    @inlinable
    func record<A: PropertyAccess>(at access: A) -> PartialIdentifiableKeyPath<A.Root> where A.Value == Value {
        PartialIdentifiableKeyPath { root, scope in Self.normalize(&root, &scope, at: access) }
    }
}

/// A non-optional entity: its parent cannot exist without it (unless a wrapper around it can go).
@usableFromInline
struct SingleShape<Kind: EntityKind>: EntityShape {
    @usableFromInline typealias Value = Kind.Value

    @inlinable init(_ kind: Kind.Type) {}

    @inlinable
    static func normalize<A: PropertyAccess>(_ root: inout A.Root, _ scope: inout NormalizeScope<A.Root>, at access: A) where A.Value == Value {
        let container = scope.container
        scope.storeValue(access.read(root), of: Kind.self, in: &root, at: access, assign: { $0 = $1 }, drop: container.map { container in
            { root in container(&root) ? .reshaped : .failed }
        })
    }
}

/// An optional entity: removing it sets it to nil. (An enum wrapper's case accessor ignores nil: then the wrapper
/// around it is removed, if it can be.)
@usableFromInline
struct OptionalShape<Kind: EntityKind>: EntityShape {
    @usableFromInline typealias Value = Kind.Value?

    @inlinable init(_ kind: Kind.Type) {}

    @inlinable
    static func normalize<A: PropertyAccess>(_ root: inout A.Root, _ scope: inout NormalizeScope<A.Root>, at access: A) where A.Value == Value {
        guard let value = access.read(root) else { return }
        let container = scope.container
        scope.storeValue(value, of: Kind.self, in: &root, at: access, assign: { $0 = $1 }) { root in
            access.modify(&root) { $0 = nil }
            if access.read(root) == nil { return .inPlace }
            return container?(&root) == true ? .reshaped : .failed
        }
    }
}

/// A collection of entities: removing one removes its element, when the collection can remove elements.
@usableFromInline
struct CollectionShape<C: MutableCollection, Kind: EntityKind>: EntityShape where C.Element == Kind.Value {
    @usableFromInline typealias Value = C

    @inlinable init(_ kind: Kind.Type) {}

    @inlinable
    static func normalize<A: PropertyAccess>(_ root: inout A.Root, _ scope: inout NormalizeScope<A.Root>, at access: A) where A.Value == Value {
        let container = scope.container
        scope.storeElements(access.read(root), of: Kind.self, in: &root, at: access, assign: { $0[$1] = $2 }) { root, index in
            if access.modify(&root, { ElementRemoval.remove(at: index, from: &$0) }) { return .inPlace }
            return container?(&root) == true ? .reshaped : .failed
        }
    }
}

/// A collection of collections of entities (`[[Account]]`): each inner collection is normalized as a collection
/// property is, reached through a key path to its index in the outer collection. An updated entity is written into every position
/// that holds it, a removed one leaves the inner collection it sits in (the outer collection keeps its
/// positions, an inner one may become empty). Every inner collection has its own slots and its own
/// `ElementSlot.Kind`, its positions starting from 0, so removing an element renumbers only the later elements
/// of that same inner collection.
@usableFromInline
struct NestedCollectionShape<C: MutableCollection, Kind: EntityKind>: EntityShape
where C.Index: Hashable, C.Element: MutableCollection, C.Element.Element == Kind.Value {
    @usableFromInline typealias Value = C

    @inlinable init(_ kind: Kind.Type) {}

    @inlinable
    static func normalize<A: PropertyAccess>(_ root: inout A.Root, _ scope: inout NormalizeScope<A.Root>, at access: A) where A.Value == Value {
        for index in access.read(root).indices {
            CollectionShape<C.Element, Kind>.normalize(&root, &scope, at: ComposedAccess(access, \C.[index]))
        }
    }
}

/// An optional property holding what `Wrapped` normalizes (`[Account]?`, `[[Account]]?`): nothing while it is
/// nil, otherwise as `Wrapped` normalizes the value inside, reached by force-unwrapping: any write that may set
/// the property to nil normalizes the parent again.
@usableFromInline
struct UnwrappedShape<Wrapped: EntityShape>: EntityShape {
    @usableFromInline typealias Value = Wrapped.Value?

    @inlinable init(_ wrapped: Wrapped) {}

    @inlinable
    static func normalize<A: PropertyAccess>(_ root: inout A.Root, _ scope: inout NormalizeScope<A.Root>, at access: A) where A.Value == Value {
        guard access.read(root) != nil else { return }
        Wrapped.normalize(&root, &scope, at: ComposedAccess(access, \Value.!))
    }
}

// What every shape does with the entities it reads.
extension NormalizeScope {
    /// Stores one nested entity, has `copyBack` write the stored value into `root` when it differs from the one
    /// given, and notes an entity found removed; returns the entity's node.
    @inlinable
    mutating func store<S: EntityKind>(_ value: S.Value, of kind: S.Type, copyBack: (S.Value) -> Void) -> EntityNode<S.Value> {
        let outcome = S.store(value, in: engine)
        if outcome.differsFromGiven {
            copyBack(outcome.node.value)
            differsFromGiven = true
        }
        if outcome.node.isRemoved {
            holdsRemoved = true
        }
        return outcome.node
    }

    /// Stores one nested entity as `store` does (`assign` writes it into the property `access` reaches), and
    /// records its slot.
    @inlinable
    mutating func storeValue<A: PropertyAccess, S: EntityKind>(
        _ value: S.Value,
        of kind: S.Type,
        in root: inout Root,
        at access: A,
        assign: @escaping (inout A.Value, S.Value) -> Void,
        drop: ((inout Root) -> SlotDrop)?
    ) where A.Root == Root {
        let node = store(value, of: S.self) { stored in access.modify(&root) { assign(&$0, stored) } }
        slots.append(ValueSlot(
            parent: parent, child: node, drop: drop,
            propagate: { parent, child in access.modify(&parent.value) { assign(&$0, (child as! EntityNode<S.Value>).value) } }
        ))
    }

    /// Stores every element of a nested collection as `store` does (`assign` writes an element into the collection
    /// `access` reaches), and records a slot per element.
    @inlinable
    mutating func storeElements<A: PropertyAccess, C: Collection, S: EntityKind>(
        _ elements: C,
        of kind: S.Type,
        in root: inout Root,
        at access: A,
        assign: @escaping (inout A.Value, C.Index, C.Element) -> Void,
        drop: @escaping (inout Root, C.Index) -> SlotDrop
    ) where A.Root == Root, S.Value == C.Element {
        guard !elements.isEmpty else { return }
        let kind = ElementSlot<Root, C>.Kind(drop: drop) { parent, slot, child in
            access.modify(&parent.value) { assign(&$0, slot.index, (child as! EntityNode<C.Element>).value) }
        }
        for index in elements.indices {
            let node = store(elements[index], of: S.self) { stored in access.modify(&root) { assign(&$0, index, stored) } }
            slots.append(ElementSlot<Root, C>(parent: parent, child: node, index: index, kind: kind))
        }
    }
}
