/// Everything an introspection needs, read in one pass under the store's lock and described after it: the live
/// entities, the aliases, and each one's node.
///
/// Under the lock it only copies: identities, ids, stamps, counts and (for the graph) values. Describing ids,
/// reflecting values (`Mirror` may run a `customMirror`) and releasing the copied values all run after the lock,
/// since they may be user code. O(entities + aliases + slots + parent links).
struct StoreCapture {
    /// Every live entity, in table order: its type and its id (not described yet), and its node.
    var entities: [(type: Any.Type, id: AnyHashable, node: CapturedNode)] = []
    /// Every registered alias, in dictionary order: its name, the type of its value, whether it designates
    /// something now, and its node.
    let aliases: [(name: String, type: Any.Type, hasValue: Bool, node: CapturedNode)]
    /// How many optimistic layers are open.
    let openLayers: Int
    /// How many live lists are open, by element type.
    let openLists: [String: Int]

    /// Reads `state`. Call inside `StoreLock.withLock` (the lock held). `values`: whether to copy each node's value.
    init(_ state: StoreState, values: Bool) {
        // Dead nodes first: one not met yet would still show as a parent of what it held (a released collection
        // observer, an aggregate whose table comes later).
        state.sweep()
        openLayers = state.optimistic?.open.count ?? 0
        openLists = state.openListCounts()
        aliases = state.aliases.values.map { alias in
            let node = CapturedNode(alias.aliasNode, stamp: alias.stamp, copyingValue: values)
            return (alias.id.name, alias.valueType, alias.hasValue, node)
        }
        for table in state.tables.values {
            table.capture { type, id, node in
                entities.append((type, id, CapturedNode(node, stamp: node.recordedStamp, copyingValue: values)))
            }
        }
    }

    /// Every entity's name, by node identity. Call after the lock: it describes ids.
    func references() -> [ObjectIdentifier: EntityReference] {
        Dictionary(uniqueKeysWithValues: entities.map { ($0.node.key, EntityReference(erasedType: $0.type, id: $0.id)) })
    }

    /// The snapshot of what was captured. Call after the lock. O(n log n) for n entities, aliases and links.
    func snapshot() -> StoreSnapshot {
        let references = references()
        var holders = references.mapValues(EntityHolder.entity)
        for alias in aliases {
            holders[alias.node.key] = .alias(name: alias.name, type: String(describing: alias.type))
        }
        let entities = entities.map { entity in
            // A parent that is neither an entity nor an alias is the array behind a collection observer.
            let parents = Set(entity.node.parents.map { holders[$0] ?? .collectionObserver })
            return EntitySnapshot(
                entity: references[entity.node.key]!, stamp: entity.node.stamp, observers: entity.node.observers,
                parents: parents.sorted()
            )
        }
        let aliases = aliases.filter { $0.hasValue || $0.node.observers > 0 }.map { alias in
            AliasSnapshot(
                name: alias.name, type: String(describing: alias.type), stamp: alias.node.stamp,
                observers: alias.node.observers, entities: alias.node.children.compactMap { references[$0] }
            )
        }
        return StoreSnapshot(entities: entities, aliases: aliases, openLayers: openLayers, openLists: openLists)
    }
}

/// One entity or alias node as ``StoreCapture`` reads it under the store's lock: its counts, its links and, for
/// the graph only, a copy of its value. Nodes are named by identity only, never retained, so that dropping the
/// capture releases no node.
struct CapturedNode {
    /// The node's identity: what parent links and slots name.
    let key: ObjectIdentifier
    /// An entity's stamp of its last accepted stamped write; an alias's highest stamp of the writes that set it.
    let stamp: Stamp?
    /// Number of subscriptions to it.
    let observers: Int
    /// The children, one per slot, in slot order (a child in two slots comes twice).
    let children: [ObjectIdentifier]
    /// The live parents, each once.
    var parents: [ObjectIdentifier] = []
    /// A copy of the value, when the caller asked for values; released after the lock.
    let value: Any?

    /// Reads `node`, whose stamp is `stamp`, copying its value when `copyingValue`. Call with the store's lock held.
    init(_ node: NodeBase, stamp: Stamp?, copyingValue: Bool) {
        key = ObjectIdentifier(node)
        self.stamp = stamp
        observers = node.observers.count
        children = node.childSlots.compactMap { $0.child.map(ObjectIdentifier.init) }
        value = copyingValue ? node.valueBox() : nil
        node.forEachParent { parents.append(ObjectIdentifier($0)) }
    }
}
