/// A child's back-reference to one parent: the parent and the slot of the parent that holds the child.
///
/// A record kept inline in the child's ``ParentLinkHead`` array, not an object of its own: a shared entity's
/// thousand parents are then one array walked in order, not a thousand objects read one cache miss each. A parent
/// holding the child in more than one slot is rare; its other slots are kept by the head.
///
/// Both references are `unowned`: the parent is held by the store's registry (or by its alias) for as long as the
/// link exists, since a parent that goes unlinks itself from its children first (`NodeBase.unlinkFromChildren()`,
/// `EntityNode.relink(to:)`), and the parent owns its slots.
struct ParentLink {
    /// The parent.
    unowned let node: NodeBase
    /// The parent's identity, for finding its link.
    let id: ObjectIdentifier
    /// The parent's (first) slot holding the child.
    unowned let firstSlot: Slot
}
