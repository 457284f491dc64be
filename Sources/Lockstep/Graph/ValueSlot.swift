/// A slot holding one value, such as `parent.value.author`, `parent.value.coAuthor` (optional) or an alias's
/// whole value.
///
/// `propagate` copies the child's value into the parent's. It is built once per property by the key path's
/// normalization, in the client's specialized code, and shared by the slots of every parent stored in that
/// write: `apply` itself is generic, and generic code would look up metadata and copy values through value
/// witnesses on every write. It also casts the child to its type: in `apply`, naming `EntityNode<Child>` would
/// look up that type's metadata on every call.
@usableFromInline
final class ValueSlot<Parent, Child>: Slot {
    @usableFromInline
    typealias Propagate = (EntityNode<Parent>, NodeBase) -> Void

    @usableFromInline typealias Drop = (inout Parent) -> SlotDrop

    // Unowned: the parent owns this slot (in `children`), so it outlives it.
    @usableFromInline unowned let parent: EntityNode<Parent>
    @usableFromInline let propagate: Propagate
    /// Removes the child from the parent's value; nil when the parent cannot exist without it.
    @usableFromInline let drop: Drop?

    @inlinable
    init(parent: EntityNode<Parent>, child: EntityNode<Child>, drop: Drop? = nil, propagate: @escaping Propagate) {
        self.parent = parent
        self.propagate = propagate
        self.drop = drop
        super.init(child: child)
    }

    override func apply(from child: NodeBase) {
        // `child` is this slot's child, an `EntityNode<Child>` (set in `init`), which `propagate` casts.
        propagate(parent, child)
    }

    override var canDrop: Bool { drop != nil }

    override func dropChild() -> SlotDrop {
        guard let drop else { return .failed }
        return drop(&parent.value)
    }
}
