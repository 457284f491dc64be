// Stores under an alias: what `store(entity:named:)`, `store(entities:named:)`, storing a wrapper, restoring and
// updating an alias run inside their write. The store only opens the write; linking the alias and reporting it are
// the engine's.
extension WriteEngine {
    /// Stores `entity` (and links the alias `key` to it) as part of this write.
    @inlinable
    func storeOne<S: EntityKind>(
        _ entity: S.Value,
        named key: AliasKey<S.Value>?,
        _ kind: S.Type
    ) -> StoreOutcome<S.Value> {
        let outcome = S.store(entity, in: self)
        if let key, !isStampedNaN {
            let alias = willStore(under: key)
            if outcome.node.isRemoved {
                // A late copy of a removed entity: the alias shows nothing rather than what was refused.
                alias.clear(in: self)
                return outcome
            }
            link(alias: alias.node, to: outcome.node)
            didStore(under: key, alias, recordsStamp: !outcome.isRejected)
        }
        return outcome
    }

    /// Stores `entities` (and links the alias `key` to them) as part of this write, without the collection
    /// observer `store(entities:)` hands back, for callers that drop it (restoring and updating an alias), which
    /// would still cost a node, its pending slot and a copy of the node list. Returns the stored nodes, in order,
    /// late copies of removed entities left out.
    @inlinable
    @discardableResult
    func storeCollection<C: Collection, S: EntityKind>(
        _ entities: C,
        named key: AliasKey<C>?,
        _ kind: S.Type
    ) -> [EntityNode<C.Element>] where S.Value == C.Element {
        expectRepeatedIDs()
        state.table(for: S.Value.self).reserveCapacity(entities.count)
        var nodes: [EntityNode<C.Element>] = []
        nodes.reserveCapacity(entities.count)
        var removedAt: [C.Index] = []
        for index in entities.indices {
            let node = S.store(entities[index], in: self).node
            if node.isRemoved {
                // A late copy of a removed entity is left out, as a removal leaves it out of a collection.
                removedAt.append(index)
            } else {
                nodes.append(node)
            }
        }
        if let key, !isStampedNaN {
            let alias = willStore(under: key)
            var content = entities
            for index in removedAt.reversed() where !ElementRemoval.remove(at: index, from: &content) {
                break
            }
            link(alias: alias.node, to: content, elements: nodes)
            didStore(under: key, alias)
        }
        return nodes
    }

    /// Stores `value` under the alias `key` as part of this write; returns the alias's node.
    func storeWrapper<W: EntityWrapper>(_ value: W, named key: AliasKey<W>) -> EntityNode<W?> {
        let alias = willStore(under: key)
        if isStampedNaN {
            // Refused (rule 14): each entity it holds is refused in turn, and reported, while the alias keeps what it
            // held. The slots normalizing made belong to a detached node, and are released after the lock, before it.
            retire(normalize(wrapper: value, under: detachedNode(W?.none)).slots)
            return alias.node
        }
        link(alias: alias.node, toWrapper: value)
        // Invariant: the closure is a property of `alias`, so `alias` outlives it.
        alias.relink = { [unowned alias] engine in
            engine.link(alias: alias.node, toWrapper: alias.node.value!)
        }
        didStore(under: key, alias)
        return alias.node
    }
}
