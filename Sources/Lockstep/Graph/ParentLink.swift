/// A child's back-reference to one parent: the parent (without keeping it alive, see ``NodeReference``) and the
/// slots of the parent that hold the child.
///
/// The slots are not retained here: the parent owns them (see ``Slot``), and they are only used while the
/// reference proves the parent alive.
///
/// A class, so that a link's reference to its parent has one owner, which gives its count back in `deinit`.
/// ``ParentLinkHead`` is itself the first link of a node, so a node with one parent costs one object.
@usableFromInline
class ParentLink {
    // Guarded by the store's lock, like the nodes: no runtime exclusivity checks. Its count on the parent's
    // memory is given back where it is replaced (`take`, `clear`) and in `deinit`.
    @exclusivity(unchecked) final private var parent: NodeReference?
    // Invariant: guarded by the store's lock.
    @exclusivity(unchecked) final private(set) var id: ObjectIdentifier
    // Invariant: the parent owns its slots; they are used only while `node` proves the parent alive.
    @exclusivity(unchecked) final private var firstSlot: Unmanaged<Slot>
    // Invariant: as for `firstSlot`.
    @exclusivity(unchecked) final private var otherSlots: [Unmanaged<Slot>] = []

    /// The parent, retained, or nil once it was released or the link was emptied.
    final var node: NodeBase? { parent?.node }

    /// Whether the parent is gone: released, or the link emptied.
    final var isDead: Bool { parent?.isReleased ?? true }

    /// Empties the link (its parent no longer holds the child).
    final func clear() {
        parent?.releaseMemory()
        parent = nil
    }

    init(node: NodeBase, id: ObjectIdentifier, slot: Slot) {
        self.parent = NodeReference(node)
        self.id = id
        // Invariant: the parent owns `slot` (see `firstSlot`).
        self.firstSlot = Unmanaged.passUnretained(slot)
    }

    deinit {
        parent?.releaseMemory()
    }

    final func append(_ slot: Slot) {
        // Invariant: the parent owns `slot` (see `firstSlot`).
        otherSlots.append(Unmanaged.passUnretained(slot))
    }

    /// Becomes a link to `other`'s parent, with its slots.
    final func take(_ other: ParentLink) {
        parent?.releaseMemory()
        parent = other.parent?.duplicate()
        id = other.id
        firstSlot = other.firstSlot
        otherSlots = other.otherSlots
    }

    /// Writes `child`'s value into every slot of the parent. Call only while holding the parent strongly.
    final func applySlots(from child: NodeBase) {
        // The parent, held by the caller, owns its slots: no need to retain them around the call.
        firstSlot._withUnsafeGuaranteedRef { $0.apply(from: child) }
        for slot in otherSlots {
            slot._withUnsafeGuaranteedRef { $0.apply(from: child) }
        }
    }
}
