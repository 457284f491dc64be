extension WriteEngine {
    /// Stores `page` and adds its entities to the list alias `key`, at its start or its end: those the alias holds
    /// already keep their place (showing the value just stored), the others go in, in the page's order, each once.
    /// Returns the page's nodes, without those removed (a late copy of a removed entity stays out, as in any
    /// collection).
    func storePage<C: Collection, S: EntityKind>(
        _ page: C, into key: AliasKey<[C.Element]>, atStart: Bool, _ kind: S.Type
    ) -> [EntityNode<C.Element>] where S.Value == C.Element {
        // Stored as any collection is, without an alias: the merge below is what sets it.
        let nodes = storeCollection(page, named: nil, S.self)
        // A write stamped NaN is refused whole: it points no alias anywhere (rules 2 and 14).
        guard !isStampedNaN else { return nodes }
        let alias = state.alias(key)
        willStore(under: alias)
        // Invariant: the slots of an alias of `[T]` hold its elements, in order.
        var elements = alias.node.children.map { $0.child as! EntityNode<C.Element> }
        var held = Set(elements.map(ObjectIdentifier.init))
        let added = nodes.filter { held.insert(ObjectIdentifier($0)).inserted }
        elements = atStart ? added + elements : elements + added
        link(alias: alias.node, to: elements.map(\.value), elements: elements)
        alias.recordWrite(stamped: stamp)
        reportAliasSet(key, stamp: alias.stamp)
        return nodes
    }
}
