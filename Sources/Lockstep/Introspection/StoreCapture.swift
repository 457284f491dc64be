/// Everything an introspection needs, read in one pass under the store's lock and described after it: the live
/// entities, the aliases, and each one's links.
///
/// Under the lock it only copies: identities, ids, stamps, counts and (for the graph) values. Describing ids,
/// reflecting values (`Mirror` may run a `customMirror`) and releasing the copied values all run after the lock,
/// since they may be user code. O(entities + aliases + slots + parent links).
struct StoreCapture {
    /// Every live entity, in table order.
    var entities: [CapturedEntity] = []
    /// Every registered alias, in dictionary order.
    var aliases: [CapturedAlias] = []
    /// The links of each entity and alias node, by node identity.
    var nodes: [ObjectIdentifier: CapturedNode] = [:]
    /// How many optimistic layers are open.
    var openLayers = 0
    /// How many live lists are open, by element type.
    var openLists: [String: Int] = [:]

    /// Reads `state`. Call inside `StoreLock.lookUp` (the lock held). `values`: whether to copy each node's value.
    init(_ state: StoreState, values: Bool) {
        openLayers = state.optimistic?.open.count ?? 0
        openLists = state.openListCounts()
        for table in state.tables.values {
            table.capture { entity, node in
                entities.append(entity)
                nodes[entity.key] = Self.links(of: node, values: values)
            }
        }
        for alias in state.aliases.values {
            let node = alias.aliasNode
            aliases.append(CapturedAlias(
                name: alias.id.name, type: alias.valueType, key: ObjectIdentifier(node), stamp: alias.recordedStamp,
                observers: alias.observerCount, hasValue: alias.hasValue
            ))
            nodes[ObjectIdentifier(node)] = Self.links(of: node, values: values)
        }
    }

    /// The children and parents of `node`, and its value when asked.
    private static func links(of node: NodeBase, values: Bool) -> CapturedNode {
        var parents: [ObjectIdentifier] = []
        node.forEachParent { parents.append(ObjectIdentifier($0)) }
        return CapturedNode(
            children: node.childSlots.compactMap { $0.child.map(ObjectIdentifier.init) },
            parents: parents,
            value: values ? node.valueBox() : nil
        )
    }
}
