/// A child's back-reference to one slot of one parent: the parent and its slot that holds the child.
///
/// A record kept inline in the child's array of them (``NodeBase/parents``), not an object of its own: a shared
/// entity's thousand parents are then one array walked in order, not a thousand objects read one cache miss each.
/// A parent holding the child in several slots (a list holding the same entity twice, rare) has one link per slot.
///
/// Both references are `unowned`: the parent is held by the store's registry (or by its alias) for as long as the
/// link exists, since a parent that goes unlinks itself from its children first (`NodeBase.unlinkFromChildren()`,
/// `EntityNode.relink(to:)`), and the parent owns its slots.
@usableFromInline
struct ParentLink {
    /// The parent.
    unowned let node: NodeBase
    /// The parent's slot holding the child.
    unowned let slot: Slot
    /// The slot's identity, for finding its link: kept beside `slot`, since each read of an `unowned` reference
    /// retains and releases its object, and a search reads every link.
    let id: ObjectIdentifier

    init(node: NodeBase, slot: Slot) {
        self.node = node
        self.slot = slot
        id = ObjectIdentifier(slot)
    }
}
