/// A place inside a parent's value that holds a child entity: writing the child's current value there is how
/// a change reaches the parent.
///
/// A slot refers to its parent without retaining it (slots are owned by the parent's `children`, so the
/// parent outlives them) and retains its child: a parent keeps its children alive. Entities that hold each
/// other (a cycle) therefore keep each other alive; the store releases such a cycle once nothing outside it
/// holds any of its entities (see `CycleCollector`).
@usableFromInline
class Slot {
    /// The child whose value this slot holds; nil only once the slot is being released, and in the placeholder
    /// of `ReleaseDrain`.
    /// Guarded by the store's lock: no runtime exclusivity checks.
    @usableFromInline @exclusivity(unchecked) final var child: NodeBase?

    @inlinable
    init(child: NodeBase?) {
        self.child = child
    }

    /// Writes the value of `child` (this slot's child, which calls) into the parent's value.
    func apply(from child: NodeBase) { fatalError("abstract") }

    /// Removes the child from the parent's value (sets an optional to nil, removes a collection element or the
    /// wrapper holding it); returns false when the parent cannot exist without it (a non-optional property),
    /// and then the parent is removed too.
    func dropChild() -> Bool { false }

    /// This slot for the element at position `rank` of its parent's collection, after elements before it were
    /// dropped; for slots not in a collection, this slot. Nil when the parent's value has no such collection.
    func renumbered(_ rank: Int) -> Slot? { self }
}

/// A slot holding one value, such as `parent.value.author`, `parent.value.coAuthor` (optional) or an alias's
/// whole value.
///
/// `propagate` copies the child's value into the parent's. It is built once per property by the key path's
/// normalization, in the client's specialized code, and shared by the slots of every parent stored in that
/// write: `apply` itself is generic, and generic code would look up metadata and copy values through value
/// witnesses on every write.
@usableFromInline
final class ValueSlot<Parent, Child>: Slot {
    @usableFromInline
    typealias Propagate = (EntityNode<Parent>, EntityNode<Child>) -> Void

    @usableFromInline typealias Drop = (inout Parent) -> Bool

    @usableFromInline let parent: Unmanaged<EntityNode<Parent>>
    @usableFromInline let propagate: Propagate
    /// Removes the child from the parent's value; nil when the parent cannot exist without it.
    @usableFromInline let drop: Drop?

    @inlinable
    init(parent: EntityNode<Parent>, child: EntityNode<Child>, drop: Drop? = nil, propagate: @escaping Propagate) {
        self.parent = .passUnretained(parent)
        self.propagate = propagate
        self.drop = drop
        super.init(child: child)
    }

    override func apply(from child: NodeBase) {
        parent._withUnsafeGuaranteedRef { propagate($0, unsafeDowncast(child, to: EntityNode<Child>.self)) }
    }

    override func dropChild() -> Bool {
        guard let drop else { return false }
        return parent._withUnsafeGuaranteedRef { drop(&$0.value) }
    }
}

/// A slot at one position of a collection, such as `parent.value.books[index]`, or of the array behind a
/// collection observer.
///
/// `propagate` copies the child's value to an index of the parent's collection. Like ``ValueSlot``'s, it is
/// built in the client's specialized code, so writing does not go through the unspecialized collection
/// protocols. The index stays valid because any write that may reshape the collection re-normalizes the
/// parent and rebuilds its slots.
@usableFromInline
final class ElementSlot<Parent, C: Collection>: Slot {
    @usableFromInline
    typealias Propagate = (EntityNode<Parent>, C.Index, EntityNode<C.Element>) -> Void

    @usableFromInline typealias Drop = (inout Parent, C.Index) -> Bool

    @usableFromInline let parent: Unmanaged<EntityNode<Parent>>
    @usableFromInline let propagate: Propagate
    @usableFromInline let index: C.Index
    /// Removes the element at `index` from the parent's value; nil when the parent cannot exist without it.
    @usableFromInline let drop: Drop?

    @inlinable
    init(
        parent: EntityNode<Parent>, child: EntityNode<C.Element>, index: C.Index, drop: Drop? = nil,
        propagate: @escaping Propagate
    ) {
        self.parent = .passUnretained(parent)
        self.index = index
        self.propagate = propagate
        self.drop = drop
        super.init(child: child)
    }

    override func apply(from child: NodeBase) {
        parent._withUnsafeGuaranteedRef { propagate($0, index, unsafeDowncast(child, to: EntityNode<C.Element>.self)) }
    }

    override func dropChild() -> Bool {
        guard let drop else { return false }
        return parent._withUnsafeGuaranteedRef { drop(&$0.value, index) }
    }

    /// Only for parents whose value is the collection itself, or an optional one (collection observers and
    /// collection aliases); a rare path, so the value is found by a dynamic cast.
    override func renumbered(_ rank: Int) -> Slot? {
        guard let child else { return nil }
        return parent._withUnsafeGuaranteedRef { parent -> Slot? in
            let value: Any = parent.value
            guard let collection = (value as? C) ?? ((value as? C?) ?? nil) else { return nil }
            let index = collection.index(collection.startIndex, offsetBy: rank)
            return ElementSlot(
                parent: parent, child: unsafeDowncast(child, to: EntityNode<C.Element>.self), index: index, drop: drop,
                propagate: propagate
            )
        }
    }
}
