/// A place inside a parent's value that holds a child entity: writing the child's current value there is how
/// a change reaches the parent.
///
/// A slot refers to its parent and its child without retaining them: slots are owned by the parent's `children`,
/// so the parent outlives them, and the store's registry holds the child for as long as a parent links it (a
/// parent that goes unlinks itself from its children first, see `NodeBase.unlinkFromChildren()`). A parent keeps
/// its children alive all the same, by liveness rather than by reference count (see `StoreState+Liveness.swift`).
@usableFromInline
class Slot {
    /// The child whose value this slot holds; nil only in ``PendingElements``. Guarded by the store's lock.
    @usableFromInline final unowned(safe) var child: NodeBase?
    /// The position of the child in its parent's array, for a slot at a position of an `Array` or
    /// `ContiguousArray`, -1 otherwise: such slots are renumbered in place when an element before them is removed.
    /// Kept here, not read from the element slot's generic index, so that the removal reads it without a call.
    /// Guarded by the store's lock.
    @usableFromInline final var arrayPosition: Int

    @inlinable
    init(child: NodeBase?, arrayPosition: Int = -1) {
        self.child = child
        self.arrayPosition = arrayPosition
    }

    /// Whether the child was removed (see `WriteEngine.remove`).
    final var holdsRemovedChild: Bool {
        child?.isRemoved == true
    }

    /// Writes the value of `child` (this slot's child, which calls) into the parent's value.
    func apply(from child: NodeBase) { fatalError("abstract") }

    /// Removes the child from the parent's value (sets an optional to nil, removes a collection element or the
    /// wrapper holding it). `.failed` when the parent cannot exist without it (a non-optional property): then
    /// the parent is removed too.
    func dropChild() -> SlotDrop { .failed }

    /// Whether ``dropChild()`` may succeed: false when the parent holds the child where it cannot go.
    var canDrop: Bool { false }

    /// Moves this slot to `position` of the same array (see ``arrayPosition``).
    func moveToArrayPosition(_ position: Int) {}
}

/// What removing a child from its parent's value did.
@usableFromInline
enum SlotDrop {
    /// The parent cannot exist without the child.
    case failed
    /// The child was removed where it was: an optional set to nil, or an element of an array, whose later
    /// elements' slots only need renumbering.
    case inPlace
    /// The child was removed with the container holding it (a wrapper), or from a collection whose positions
    /// cannot be renumbered: the parent's slots must be rebuilt from its value.
    case reshaped
}
