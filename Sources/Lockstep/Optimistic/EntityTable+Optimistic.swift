// What undoing an optimistic layer needs from a table: an entity's entry and its id's tombstone put back.
extension EntityTable {
    /// How to put back, later, the entry of `node` and the tombstone of its id as they are now; `isListed`:
    /// whether the table lists the node (nil: whether it does now). Call with the store's lock held; so must the
    /// returned closure be called.
    func restoringEntry(of node: EntityNode<T>, isListed: Bool?) -> () -> Void {
        let id = node.value.id
        let listed = isListed ?? lists(node)
        let tombstone = tombstones[id]
        return { [self] in
            let isListed = lists(node)
            if listed, !isListed {
                insertEntry(node, for: id)
            } else if !listed, isListed {
                removeEntry(for: id)
            } else if !listed, node.registryIndex >= 0 {
                // Made by a layer, then replaced in the table by the entity it hid, put back first (a layer removed
                // it, a later one made it again): out of the registry all the same.
                state.hold(state.registry.take(at: node.registryIndex))
            }
            tombstones[id] = tombstone
        }
    }
}
