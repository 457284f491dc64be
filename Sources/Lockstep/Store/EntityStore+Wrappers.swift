// Values that are not entities but hold some (a search-results struct annotated `// lockstep: wrapper`), kept
// under an alias: each entity they hold is stored in its own node, and the alias follows them.
extension EntityStore {
    /// Stores a value that holds entities without being one (an ``EntityWrapper``) under an alias, and returns
    /// an observer of the alias.
    ///
    /// ```swift
    /// // lockstep: wrapper
    /// struct SearchResults { let accounts: [Account]; let statuses: [Status] }
    ///
    /// let results = store.store(response, named: .search)   // every account and status is kept in sync
    /// ```
    ///
    /// - Parameters:
    ///   - value: the value to store; each entity it holds is checked against its own stamp.
    ///   - key: the alias to keep it under.
    ///   - modifiedAt: the write's stamp, applied to every entity the value holds.
    @discardableResult
    public func store<W: EntityWrapper>(_ value: W, named key: AliasKey<W>, modifiedAt: Stamp? = nil) -> EntityObserver<W?> {
        write(stamp: modifiedAt) { engine in
            EntityObserver(node: engine.storeWrapper(value, named: key), store: self)
        }
    }

    /// Finds the value stored under an alias with `store(_:named:modifiedAt:)`.
    ///
    /// The observer follows the alias even before anything is stored under it and after it is removed: its
    /// value is nil then.
    public func find<W: EntityWrapper>(named: AliasKey<W>) -> EntityObserver<W?> {
        lock.withLock { EntityObserver(node: $0.alias(named).node, store: self) }
    }

    /// Finds the value stored under an alias, for a wrapper that is also `Identifiable` (such as a timeline item
    /// enum with an `id`).
    public func find<W: EntityWrapper & Identifiable>(named: AliasKey<W>) -> EntityObserver<W?> {
        lock.withLock { EntityObserver(node: $0.alias(named).node, store: self) }
    }

    /// Modifies the value registered under an alias; the entities it then holds are stored again.
    ///
    /// - Returns: false when the alias designates nothing.
    @discardableResult
    public func update<W: EntityWrapper>(named: AliasKey<W>, modifiedAt: Stamp? = nil, update: Update<W>) -> Bool {
        modifyAlias(named, stamp: modifiedAt, update: update) { engine, value in
            _ = engine.storeWrapper(value, named: named)
        }
    }
}
