/// A child's back-reference to one parent: the parent (weakly) and the slots of the parent that hold the child.
///
/// The slots are not retained here: the parent owns them (see ``Slot``), and they are only used while the
/// weak reference proves the parent alive.
///
/// A class, so that propagation reads the weak reference in place: a struct holding a weak reference is
/// copied on every read out of an array, and copying a weak reference costs atomic operations on the
/// parent's side table at every level of every write. ``ParentLinkHead`` is itself the first link of a node, so
/// a node with one parent costs one object.
@usableFromInline
class ParentLink {
    // Guarded by the store's lock, like the nodes: no runtime exclusivity checks.
    @exclusivity(unchecked) final weak var node: NodeBase?
    // Invariant: guarded by the store's lock.
    @exclusivity(unchecked) final private(set) var id: ObjectIdentifier
    // Invariant: the parent owns its slots; they are used only while `node` proves the parent alive.
    @exclusivity(unchecked) final private var firstSlot: Unmanaged<Slot>
    // Invariant: as for `firstSlot`.
    @exclusivity(unchecked) final private var otherSlots: [Unmanaged<Slot>] = []

    init(node: NodeBase, id: ObjectIdentifier, slot: Slot) {
        self.node = node
        self.id = id
        // Invariant: the parent owns `slot` (see `firstSlot`).
        self.firstSlot = Unmanaged.passUnretained(slot)
    }

    final func append(_ slot: Slot) {
        // Invariant: the parent owns `slot` (see `firstSlot`).
        otherSlots.append(Unmanaged.passUnretained(slot))
    }

    /// Becomes a link to `other`'s parent, with its slots.
    final func take(_ other: ParentLink) {
        node = other.node
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
