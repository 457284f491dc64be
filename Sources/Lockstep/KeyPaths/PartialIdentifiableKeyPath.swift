/// A key path from `Root` to something that holds entities: an `Identifiable` or ``Aggregate`` value, an
/// optional one, a collection of them, or an ``EntityWrapper`` (alone, optional or in a collection).
///
/// Aggregates list these in ``Aggregate/nestedEntitiesKeyPaths``:
///
/// ```swift
/// var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
///     [.init(\.author), .init(\.books), .init(wrapper: \.media)]
/// }
/// ```
///
/// Writable key paths are accepted, and key paths to `let` (or `private(set)`) stored properties of structs: the
/// store writes updated entities back through them, into its own copy of the value.
public struct PartialIdentifiableKeyPath<Root> {
    /// Stores every entity at this key path of `root`, copies back the stored values where they differ
    /// (stale writes), and records the slots in `scope`.
    @usableFromInline let normalize: (inout Root, inout NormalizeScope<Root>) -> Void

    @inlinable
    init(normalize: @escaping (inout Root, inout NormalizeScope<Root>) -> Void) {
        self.normalize = normalize
    }

    // MARK: Entities

    /// Creates an instance referencing an `Identifiable` property.
    @inlinable
    public init<T: Identifiable>(_ keyPath: WritableKeyPath<Root, T>) {
        self = .single(keyPath, store: PlainEntity.self)
    }

    /// Creates an instance referencing an ``Aggregate`` property.
    @inlinable
    public init<T: Aggregate>(_ keyPath: WritableKeyPath<Root, T>) {
        self = .single(keyPath, store: AggregateEntity.self)
    }

    /// Creates an instance referencing an optional `Identifiable` property.
    @inlinable
    public init<T: Identifiable>(_ keyPath: WritableKeyPath<Root, T?>) {
        self = .optional(keyPath, store: PlainEntity.self)
    }

    /// Creates an instance referencing an optional ``Aggregate`` property.
    @inlinable
    public init<T: Aggregate>(_ keyPath: WritableKeyPath<Root, T?>) {
        self = .optional(keyPath, store: AggregateEntity.self)
    }

    /// Creates an instance referencing a collection of `Identifiable` values, such as `[Book]`.
    @inlinable
    public init<C: MutableCollection>(_ keyPath: WritableKeyPath<Root, C>) where C.Element: Identifiable, C.Index: Hashable {
        self = .collection(keyPath, store: PlainEntity.self)
    }

    /// Creates an instance referencing a collection of ``Aggregate`` values.
    @inlinable
    public init<C: MutableCollection>(_ keyPath: WritableKeyPath<Root, C>) where C.Element: Aggregate, C.Index: Hashable {
        self = .collection(keyPath, store: AggregateEntity.self)
    }

    /// Creates an instance referencing an optional collection of `Identifiable` values, such as `[Book]?`.
    @inlinable
    public init<C: MutableCollection>(_ keyPath: WritableKeyPath<Root, C?>) where C.Element: Identifiable, C.Index: Hashable {
        self = .optionalCollection(keyPath, store: PlainEntity.self)
    }

    /// Creates an instance referencing an optional collection of ``Aggregate`` values.
    @inlinable
    public init<C: MutableCollection>(_ keyPath: WritableKeyPath<Root, C?>) where C.Element: Aggregate, C.Index: Hashable {
        self = .optionalCollection(keyPath, store: AggregateEntity.self)
    }

    // MARK: Wrappers

    /// Creates an instance referencing an ``EntityWrapper`` property, such as an enum whose cases hold entities.
    @inlinable
    public init<W: EntityWrapper>(wrapper keyPath: WritableKeyPath<Root, W>) {
        // A wrapper that cannot be removed: what it holds goes with the innermost container that can, if any.
        self.init { root, scope in
            for inner in root[keyPath: keyPath].wrappedEntitiesKeyPaths(relativeTo: keyPath) {
                inner.normalize(&root, &scope)
            }
        }
    }

    /// Creates an instance referencing an optional ``EntityWrapper`` property.
    @inlinable
    public init<W: EntityWrapper>(wrapper keyPath: WritableKeyPath<Root, W?>) {
        self.init { root, scope in
            guard let wrapper = root[keyPath: keyPath] else { return }
            let outer = scope.container
            scope.container = { root in
                root[keyPath: keyPath] = nil
                return true
            }
            defer { scope.container = outer }
            for inner in wrapper.wrappedEntitiesKeyPaths(relativeTo: keyPath.appending(path: \W?.!)) {
                inner.normalize(&root, &scope)
            }
        }
    }

    /// Creates an instance referencing a collection of ``EntityWrapper`` values, such as `[Media]`.
    @inlinable
    public init<C: MutableCollection>(wrapper keyPath: WritableKeyPath<Root, C>) where C.Element: EntityWrapper, C.Index: Hashable {
        self.init { root, scope in
            let wrappers = root[keyPath: keyPath]
            let outer = scope.container
            defer { scope.container = outer }
            for index in wrappers.indices {
                scope.container = { root in
                    ElementRemoval.remove(at: index, from: &root[keyPath: keyPath]) || outer?(&root) == true
                }
                let element = keyPath.appending(path: \C.[index])
                for inner in wrappers[index].wrappedEntitiesKeyPaths(relativeTo: element) {
                    inner.normalize(&root, &scope)
                }
            }
        }
    }

    /// Creates an instance referencing an optional collection of ``EntityWrapper`` values.
    @inlinable
    public init<C: MutableCollection>(wrapper keyPath: WritableKeyPath<Root, C?>) where C.Element: EntityWrapper, C.Index: Hashable {
        self.init(wrapper: keyPath.appending(path: \C?.!), ifPresentAt: keyPath)
    }

    @inlinable
    init<C: MutableCollection>(
        wrapper unwrapped: WritableKeyPath<Root, C>,
        ifPresentAt keyPath: WritableKeyPath<Root, C?>
    ) where C.Element: EntityWrapper, C.Index: Hashable {
        let present = PartialIdentifiableKeyPath(wrapper: unwrapped)
        self.init { root, scope in
            guard root[keyPath: keyPath] != nil else { return }
            present.normalize(&root, &scope)
        }
    }
}

// MARK: - Shapes

// Each shape reads the entities at its property, stores them, writes back the stored values that differ, and
// records a slot per entity that writes a new value there and removes the entity from there. The property is a
// `PropertyAccess` value, captured once by the closure that normalizes and once by the slots' writer; `assign`
// closures capture nothing, so they cost no allocation.
extension PartialIdentifiableKeyPath {
    @inlinable
    static func single<S: EntityKind>(_ keyPath: WritableKeyPath<Root, S.Value>, store: S.Type) -> Self {
        // A plain stored property is written at its offset: a key path write costs several times more, on
        // every change that reaches the parent. (Observed properties and wrappers have no offset.)
        if let property = StoredProperty(keyPath) { return single(property, store: S.self) }
        return single(KeyPathAccess(keyPath), store: S.self)
    }

    /// A non-optional entity: its parent cannot exist without it (unless a wrapper around it can go).
    @inlinable
    static func single<A: PropertyAccess, S: EntityKind>(_ access: A, store: S.Type) -> Self
    where A.Root == Root, A.Value == S.Value {
        Self { root, scope in
            let container = scope.container
            storeValue(access.read(root), of: S.self, in: &root, scope: &scope, at: access, assign: { $0 = $1 }, drop: container.map { container in
                { root in container(&root) ? .reshaped : .failed }
            })
        }
    }

    @inlinable
    static func optional<S: EntityKind>(_ keyPath: WritableKeyPath<Root, S.Value?>, store: S.Type) -> Self {
        // Written at its offset when it has one (see `single`).
        if let property = StoredProperty(keyPath) { return optional(property, store: S.self) }
        return optional(KeyPathAccess(keyPath), store: S.self)
    }

    /// An optional entity: removing it sets it to nil. (An enum wrapper's case accessor ignores nil: then the
    /// wrapper around it is removed, if it can be.)
    @inlinable
    static func optional<A: PropertyAccess, S: EntityKind>(_ access: A, store: S.Type) -> Self
    where A.Root == Root, A.Value == S.Value? {
        Self { root, scope in
            guard let value = access.read(root) else { return }
            let container = scope.container
            storeValue(value, of: S.self, in: &root, scope: &scope, at: access, assign: { $0 = $1 }) { root in
                access.modify(&root) { $0 = nil }
                if access.read(root) == nil { return .inPlace }
                return container?(&root) == true ? .reshaped : .failed
            }
        }
    }

    @inlinable
    static func collection<C: MutableCollection, S: EntityKind>(_ keyPath: WritableKeyPath<Root, C>, store: S.Type) -> Self
    where S.Value == C.Element {
        // Written at its offset when it has one (see `single`).
        if let property = StoredProperty(keyPath) { return collection(property, store: S.self) }
        return collection(KeyPathAccess(keyPath), store: S.self)
    }

    /// A collection of entities: removing one removes its element, when the collection can remove elements.
    @inlinable
    static func collection<A: PropertyAccess, C: MutableCollection, S: EntityKind>(_ access: A, store: S.Type) -> Self
    where A.Root == Root, A.Value == C, S.Value == C.Element {
        Self { root, scope in
            let container = scope.container
            storeElements(access.read(root), of: S.self, in: &root, scope: &scope, at: access, assign: { $0[$1] = $2 }) { root, index in
                if access.modify(&root, { ElementRemoval.remove(at: index, from: &$0) }) { return .inPlace }
                return container?(&root) == true ? .reshaped : .failed
            }
        }
    }

    @inlinable
    static func optionalCollection<C: MutableCollection, S: EntityKind>(_ keyPath: WritableKeyPath<Root, C?>, store: S.Type) -> Self
    where S.Value == C.Element {
        // Written at its offset when it has one (see `single`).
        if let property = StoredProperty(keyPath) { return optionalCollection(property, store: S.self) }
        return optionalCollection(KeyPathAccess(keyPath), store: S.self)
    }

    /// An optional collection of entities: removing one removes its element, when the collection can.
    @inlinable
    static func optionalCollection<A: PropertyAccess, C: MutableCollection, S: EntityKind>(_ access: A, store: S.Type) -> Self
    where A.Root == Root, A.Value == C?, S.Value == C.Element {
        Self { root, scope in
            guard let elements = access.read(root) else { return }
            let container = scope.container
            storeElements(elements, of: S.self, in: &root, scope: &scope, at: access, assign: { $0?[$1] = $2 }) { root, index in
                if access.modify(&root, { removeElement(at: index, from: &$0) }) { return .inPlace }
                return container?(&root) == true ? .reshaped : .failed
            }
        }
    }

    /// Removes the element at `index` from an optional collection.
    @inlinable
    static func removeElement<C: Collection>(at index: C.Index, from collection: inout C?) -> Bool {
        guard var elements = collection else { return false }
        collection = nil   // so that `elements` is the only reference and is changed in place
        defer { collection = elements }
        return ElementRemoval.remove(at: index, from: &elements)
    }

    /// Stores one nested entity, copies its stored value back into `root` when it differs (`assign` writes it into
    /// the property `access` reaches), and records its slot.
    @inlinable
    static func storeValue<A: PropertyAccess, S: EntityKind>(
        _ value: S.Value,
        of kind: S.Type,
        in root: inout Root,
        scope: inout NormalizeScope<Root>,
        at access: A,
        assign: @escaping (inout A.Value, S.Value) -> Void,
        drop: ((inout Root) -> SlotDrop)?
    ) where A.Root == Root {
        let outcome = S.store(value, in: scope.engine)
        if outcome.differsFromGiven {
            access.modify(&root) { assign(&$0, outcome.node.value) }
            scope.differsFromGiven = true
        }
        if outcome.node.isRemoved {
            scope.holdsRemoved = true
        }
        scope.slots.append(ValueSlot(
            parent: scope.parent, child: outcome.node, drop: drop,
            propagate: { parent, child in access.modify(&parent.value) { assign(&$0, child.value) } }
        ))
    }

    /// Stores every element of a nested collection, copies back the stored values that differ (`assign` writes an
    /// element into the collection `access` reaches), and records a slot per element.
    @inlinable
    static func storeElements<A: PropertyAccess, C: Collection, S: EntityKind>(
        _ elements: C,
        of kind: S.Type,
        in root: inout Root,
        scope: inout NormalizeScope<Root>,
        at access: A,
        assign: @escaping (inout A.Value, C.Index, C.Element) -> Void,
        drop: @escaping (inout Root, C.Index) -> SlotDrop
    ) where A.Root == Root, S.Value == C.Element {
        guard !elements.isEmpty else { return }
        let kind = ElementSlot<Root, C>.Kind(drop: drop) { parent, slot, child in
            access.modify(&parent.value) { assign(&$0, slot.index, child.value) }
        }
        var index = elements.startIndex
        while index != elements.endIndex {
            let outcome = S.store(elements[index], in: scope.engine)
            if outcome.differsFromGiven {
                access.modify(&root) { assign(&$0, index, outcome.node.value) }
                scope.differsFromGiven = true
            }
            if outcome.node.isRemoved {
                scope.holdsRemoved = true
            }
            scope.slots.append(ElementSlot<Root, C>(parent: scope.parent, child: outcome.node, index: index, kind: kind))
            elements.formIndex(after: &index)
        }
    }
}
