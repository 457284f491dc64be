/// What a ``NodeCopy`` records beyond the node's value and stamp, for the copies that need it: the slots of a node
/// that holds children, the table entry of an entity a layer removed or made, the stamp of an alias a layer stored
/// under. Made only for those copies, so that the copy of a leaf entity stays small. Guarded by the store's lock,
/// like the copy that holds it.
final class NodeCopyExtras {
    // Invariant: every field is guarded by the store's lock.
    /// The slots, and the position of each in its parent's array (a removal renumbers slots in place).
    let children: ContiguousArray<Slot>
    let positions: [Int]
    /// The slots' children, held: slots reference their child `unowned`, and a child the layers stopped holding must
    /// stay alive (and listed) for the slot put back to hold it again.
    let childNodes: [NodeBase]
    /// Puts back the node's table entry and its id's tombstone, once a layer removes the entity (or made it).
    var entry: (() -> Void)?
    /// The alias whose node this is, once a layer stores under it.
    var alias: AnyAlias?
    /// The alias's stamp in the base, for an alias's node a layer stored under. (Kept beside ``alias`` rather than
    /// in a tuple with it: an optional tuple is destroyed through the runtime's generic tuple code.)
    var aliasStamp: Stamp?

    /// Extras holding `children`, the node's slots as the base has them.
    init(children: ContiguousArray<Slot>) {
        self.children = children
        positions = children.isEmpty ? [] : children.map(\.arrayPosition)
        childNodes = children.compactMap(\.child)
    }
}
