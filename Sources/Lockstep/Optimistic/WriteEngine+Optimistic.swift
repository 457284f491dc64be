// The write engine's side of optimistic layers: every node a write changes is shown to the layer journal before
// it changes, while a layer event runs (see `LayerJournal`).
extension WriteEngine {
    /// Records `node` in the layer journal before this write changes its value, slots, stamp or removal flag,
    /// when a layer event runs; otherwise does nothing but check that none does.
    @usableFromInline
    func willModify(_ node: NodeBase) {
        journal?.willModify(node)
    }

    /// ``willModify(_:)`` for an entity node of `table`, from code specialized for its value type: the journal's
    /// copy of the value is made here, where its type's metadata is known rather than looked up at run time, and
    /// compares with the table's comparison, found once for the type.
    ///
    /// - Returns: whether the journal now holds a copy of the node's value, released after the lock (see
    ///   ``replaceValue(of:with:isOldValueHeld:)``).
    @inlinable @inline(__always)
    func willModifyEntity<T>(_ node: EntityNode<T>, of table: EntityTable<T>) -> Bool {
        willModify(node) { TypedHeldValue(of: node, equals: table.equals, comparesBits: table.comparesBits) }
    }

    /// ``willModifyEntity(_:of:)`` for any node, whose copy `heldValue` makes.
    @usableFromInline
    func willModify(_ node: NodeBase, heldValue: () -> HeldValue) -> Bool {
        journal?.willModify(node, heldValue: heldValue) ?? false
    }

    /// Flags `node`, an entity this write removes, as removed, once the layer journal has recorded it (it leaves its
    /// table, may leave a tombstone).
    func markRemoved(_ node: NodeBase) {
        journal?.willRemove(node, in: state)
        node.isRemoved = true
    }

    /// The alias `key` (made empty if there is none), which this write is about to store under, once the layer
    /// journal has recorded its node (``willModify(_:)``; the write may set its stamp).
    @usableFromInline
    func willStore<T>(under key: AliasKey<T>) -> Alias<T> {
        let alias = state.alias(key)
        journal?.willStore(under: alias)
        return alias
    }

    /// `made`, a node this write just made for the entity of `T` with `id` during a layer event, or, in its place
    /// in `table`, the node an open layer had made for that entity, if the event took it out of its table (see
    /// ``LayerJournal/revive(_:id:in:)``). Out of line, so that the normalizer's path outside events stays as small
    /// as it was.
    @usableFromInline @inline(never)
    func revive<T: Identifiable>(_ made: EntityNode<T>, id: T.ID, in table: EntityTable<T>) -> EntityNode<T> {
        journal?.revive(made, id: id, in: table) ?? made
    }

    /// Records `node`, which this write just made and registered in its table, when a layer event runs or a live
    /// list is open.
    @usableFromInline
    func didCreate(_ node: NodeBase) {
        journal?.didCreate(node, in: state)
        if state.liveLists?.isEmpty == false {
            created.append(node)
        }
    }
}
