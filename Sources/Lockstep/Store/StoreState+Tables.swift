// The tables of entities, one per type, and the cache of the last one used.
extension StoreState {
    /// The table of `T`, created on first use. Identity is the type itself, never its name.
    @inlinable
    func table<T: Identifiable>(for type: T.Type) -> EntityTable<T> {
        unretainedTable(for: type).takeUnretainedValue()
    }

    /// ``table(for:)`` without a retain, for the write engine's hottest paths, which use the table inside
    /// `_withUnsafeGuaranteedRef`.
    ///
    /// Invariant: a table stays in `tables` from its creation until `clearAllTables`, which runs in a write of its
    /// own (`removeAll`), so a table handed out here outlives the write that asked for it.
    @inlinable
    func unretainedTable<T: Identifiable>(for type: T.Type) -> Unmanaged<EntityTable<T>> {
        // Writes usually come in runs of one type: remember the last table to skip the dictionary.
        if let last = lastTable, last.type == ObjectIdentifier(type) {
            // Invariant: tables are keyed by their entity type, so this is the table of `T`.
            return unsafeBitCast(last.table, to: Unmanaged<EntityTable<T>>.self)
        }
        let table: AnyEntityTable
        if let existing = tables[ObjectIdentifier(type)] {
            table = existing
        } else {
            table = EntityTable<T>(changes: changes, held: heldNodes)
            tables[ObjectIdentifier(type)] = table
        }
        lastTable = (ObjectIdentifier(type), .passUnretained(table))
        // Invariant: tables are keyed by their entity type, so this is the table of `T`.
        return .passUnretained(unsafeDowncast(table, to: EntityTable<T>.self))
    }

    /// The table of `T`, if one was created. Like ``table(for:)``, it remembers the last table used.
    @inlinable
    func existingTable<T: Identifiable>(for type: T.Type) -> EntityTable<T>? {
        if let last = lastTable, last.type == ObjectIdentifier(type) {
            // Invariant: tables are keyed by their entity type, so this is the table of `T`.
            return unsafeDowncast(last.table.takeUnretainedValue(), to: EntityTable<T>.self)
        }
        guard let table = tables[ObjectIdentifier(type)] else { return nil }
        lastTable = (ObjectIdentifier(type), .passUnretained(table))
        // Invariant: tables are keyed by their entity type, so this is the table of `T`.
        return unsafeDowncast(table, to: EntityTable<T>.self)
    }

    /// The table of the entity type whose values `node` holds, if `node` is an entity of a table.
    func table(of node: NodeBase) -> AnyEntityTable? {
        tables[node.valueType]
    }

    /// Has every table keep its entries' ids (see `AnyEntityTable.keepIDs()`), for a new listener of the store's
    /// changes. O(entries).
    func keepTableIDs() {
        for table in tables.values {
            table.keepIDs()
        }
    }

    /// Empties every table and forgets them; returns the nodes that were still alive, whose links to their
    /// children the caller cuts, so that cycles between them are released too.
    func clearAllTables() -> [NodeBase] {
        var live: [NodeBase] = []
        for table in tables.values {
            live.append(contentsOf: table.removeAll())
        }
        tables = [:]
        lastTable = nil
        return live
    }
}
