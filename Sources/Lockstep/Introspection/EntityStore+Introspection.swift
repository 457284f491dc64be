// Introspection: what the store holds now, as a value (`snapshot()`) or as a Graphviz graph (`graph()`).
extension EntityStore {
    /// What the store holds now: every live entity (type, id, stamp, subscriptions, what holds it) and every alias
    /// (what it holds), as a value detached from the store. `print(store.snapshot())` prints it sorted by type name
    /// then id, the same text for the same store.
    ///
    /// The store is locked while it is read, then ids are described after the lock is released (a `description`
    /// is user code), so the snapshot is consistent: one moment between two writes. Meant for debugging; it does
    /// not keep anything alive.
    ///
    /// - Complexity: O(n log n), n the number of entities, aliases and links between them.
    public func snapshot() -> StoreSnapshot {
        lock.withLock { StoreCapture($0, values: false) }.snapshot()
    }

    /// Everything the store holds, as a Graphviz DOT graph: one box per entity (type and id), one ellipse per
    /// alias that designates something, one arrow from each parent to each child it holds, labelled with the
    /// property that holds it (`author`, `novels[2]`, `media.book`; `value` from an alias holding the entity
    /// itself; `?` when reflection cannot find it).
    ///
    /// Render it with `dot -Tpng store.dot -o store.png`. The same store gives the same text: nodes and edges are
    /// sorted (aliases by name, entities by type name then id). Labels are found by reflecting the parent's value
    /// (`Mirror`), after the store's lock is released: a slot does not keep the key path it came from.
    ///
    /// - Complexity: O(n log n) for n entities, aliases and links, plus one reflection of each parent's value.
    public func graph() -> String {
        graph(from: nil)
    }

    /// What the entity of `type` with `id` holds, directly or not, as a Graphviz DOT graph (see ``graph()``);
    /// an empty graph when it is not stored.
    ///
    /// - Complexity: as ``graph()``.
    public func graph<T: Identifiable>(from type: T.Type, id: T.ID) -> String {
        graph { $0.node(type, id: id).map(ObjectIdentifier.init) }
    }

    /// What the alias `key` designates, directly or not, as a Graphviz DOT graph (see ``graph()``); an empty graph
    /// when it designates nothing.
    ///
    /// - Complexity: as ``graph()``.
    public func graph<T>(from key: AliasKey<T>) -> String {
        graph { $0.existingAlias(key).map { ObjectIdentifier($0.node) } }
    }

    /// What the node that `start` finds in the locked state reaches, as Graphviz DOT (see ``graph()``): the whole
    /// store when `start` is nil, an empty graph when it finds no node.
    private func graph(from start: ((StoreState) -> ObjectIdentifier?)?) -> String {
        let (capture, start) = lock.withLock { state in (StoreCapture(state, values: true), start.map { $0(state) }) }
        return capture.dot(keeping: start.map(capture.reachable))
    }
}
