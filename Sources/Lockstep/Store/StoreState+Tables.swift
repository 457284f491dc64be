// The tables of entities, one per type.
extension StoreState {
    /// The table of `T`, created on first use. Identity is the type itself, never its name.
    @inlinable
    func table<T: Identifiable>(for type: T.Type) -> EntityTable<T> {
        if let table = existingTable(for: type) { return table }
        let table = EntityTable<T>(state: self)
        add(table, of: ObjectIdentifier(type))
        return table
    }

    /// The table of `T`, if one was created.
    @inlinable
    func existingTable<T: Identifiable>(for type: T.Type) -> EntityTable<T>? {
        // Tables are keyed by their entity type, so this is the table of `T`.
        table(of: ObjectIdentifier(type)).map { $0 as! EntityTable<T> }
    }

    /// The table of the entity type whose values `node` holds, if `node` is an entity of a table.
    func table(of node: NodeBase) -> AnyEntityTable? { table(of: node.valueType) }

    // `tables` is internal, never changed in place and looked up in a copy: a dictionary's hashing and growth are
    // calls the compiler cannot see through, so that otherwise it would check every access at run time.

    /// The table of the entity type `type`, if one was created.
    @usableFromInline
    func table(of type: ObjectIdentifier) -> AnyEntityTable? {
        if let last = lastTable, last.type == type { return last.table }
        let tables = self.tables
        let found = tables[type]
        if let found { lastTable = (type, found) }
        return found
    }

    /// Adds `table`, the table of `type`. Once per type: copying the dictionary costs nothing that matters.
    @usableFromInline
    func add(_ table: AnyEntityTable, of type: ObjectIdentifier) { tables = tables.merging([type: table]) { $1 } }

    /// Empties every table and the registry (the nodes behind collection observers included), and returns the
    /// nodes, for the caller to cut their links and release them after the lock.
    func clearAllTables() -> [NodeBase] {
        tables = [:]
        lastTable = nil
        var taken: [NodeBase] = []
        for index in registry.nodes.indices where registry.nodes[index] != nil {
            taken.append(registry.take(at: index))
        }
        return taken
    }
}
