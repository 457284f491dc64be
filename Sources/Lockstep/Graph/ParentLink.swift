/// A child's back-reference to one parent: the parent (without keeping it alive, see ``NodeReference``) and the
/// slot of the parent that holds the child.
///
/// A record kept inline by the child's ``ParentLinkHead`` (its first link in the head itself, the others in one
/// array), not an object of its own: a shared entity's thousand parents are then one array walked in order, not a
/// thousand objects read one cache miss each, and removing the entity frees one buffer, not a thousand objects.
/// The head owns the record's count on its parent's memory (``parent``): it gives it back wherever a record is
/// dropped or overwritten, never through a copy.
///
/// A record of three words, without reference-counted fields (in the default build): reading or moving one
/// retains nothing. A parent holding the child in more than one slot is rare; its other slots are kept by the head
/// (``ParentLinkHead``).
///
/// The slot is not retained here: the parent owns it (see ``Slot``), and it is only used while the reference
/// proves the parent alive.
struct ParentLink {
    /// The parent; nil once the link was emptied. Holds one count on the parent's memory, given back by the head.
    var parent: NodeReference?
    /// The parent's identity, for finding its link.
    let id: ObjectIdentifier
    // Unowned: the parent owns its slots; they are used only while `node` proves the parent alive.
    unowned let firstSlot: Slot

    /// A link to `node`, holding a count on its memory (the head that stores it gives it back).
    init(node: NodeBase, id: ObjectIdentifier, slot: Slot) {
        self.parent = NodeReference(node)
        self.id = id
        self.firstSlot = slot
    }

    /// The parent, retained, or nil once it was released or the link was emptied.
    var node: NodeBase? { parent?.node }

    /// Whether the parent is gone: released, or the link emptied.
    var isDead: Bool { parent?.isReleased ?? true }

    /// Empties the link.
    mutating func clear() {
        parent = nil
    }
}
