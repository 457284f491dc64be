// The aliases, by key and by node, and the clean-up that keeps unused keys from piling up.
extension StoreState {
    /// The alias registered under `key`, if any.
    @usableFromInline
    func existingAlias<T>(_ key: AliasKey<T>) -> Alias<T>? {
        // Invariant: an `AliasID` includes the value type, so this is an `Alias<T>`.
        aliases[AliasID(key)].map { ($0 as! Alias<T>) }
    }

    /// The alias registered under `key`, created empty if needed.
    @usableFromInline
    func alias<T>(_ key: AliasKey<T>) -> Alias<T> {
        if let alias = existingAlias(key) {
            return alias
        }
        if aliases.count >= aliases.capacity {
            // About to grow: forget empty, unobserved aliases first, so keys do not pile up (O(1) amortized).
            aliases = aliases.filter { !$0.value.isForgettable }
            aliasesByNode = aliasesByNode.filter { aliases[$0.value.id] != nil }
            if aliases.count > aliases.capacity / 2 {
                aliases.reserveCapacity(aliases.capacity * 2)
            }
        }
        let alias = Alias(key: key)
        aliases[AliasID(key)] = alias
        aliasesByNode[ObjectIdentifier(alias.node)] = alias
        return alias
    }

    /// The alias whose node is `node`, if it is an alias's node.
    func alias(of node: NodeBase) -> AnyAlias? {
        aliasesByNode[ObjectIdentifier(node)]
    }
}
