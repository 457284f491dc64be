// Turning a capture into a snapshot, after the store's lock: ids are described here.
extension StoreCapture {
    /// The holder each entity and alias node stands for, by node identity, with every entity's name. Call after
    /// the lock (it describes ids).
    func holders() -> (holders: [ObjectIdentifier: EntityHolder], references: [ObjectIdentifier: EntityReference]) {
        var holders: [ObjectIdentifier: EntityHolder] = [:]
        var references: [ObjectIdentifier: EntityReference] = [:]
        for entity in entities {
            let reference = entity.reference
            references[entity.key] = reference
            holders[entity.key] = .entity(reference)
        }
        for alias in aliases {
            holders[alias.key] = alias.holder
        }
        return (holders, references)
    }

    /// The snapshot of what was captured. Call after the lock. O(n log n) for n entities, aliases and links.
    func snapshot() -> StoreSnapshot {
        let (holders, references) = holders()
        let entities = entities.map { entity in
            // A parent that is neither an entity nor an alias is the array behind a collection observer.
            let parents = Set((nodes[entity.key]?.parents ?? []).map { holders[$0] ?? .collectionObserver })
            return EntitySnapshot(
                entity: references[entity.key]!, stamp: entity.stamp, observers: entity.observers, parents: parents.sorted()
            )
        }
        let aliases = aliases.filter { $0.hasValue || $0.observers > 0 }.map { alias in
            AliasSnapshot(
                name: alias.name, type: String(describing: alias.type), stamp: alias.stamp, observers: alias.observers,
                entities: (nodes[alias.key]?.children ?? []).compactMap { references[$0] }
            )
        }
        return StoreSnapshot(entities: entities, aliases: aliases, openLayers: openLayers, openLists: openLists)
    }
}
