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
