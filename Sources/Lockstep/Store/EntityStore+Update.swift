extension EntityStore {
    /// Modifies a stored entity in place, for example on a partial update from a websocket.
    ///
    /// The closure runs on the calling thread without the store's lock. If another thread changes the entity
    /// meanwhile, the closure runs again on the newer value, so no write is lost.
    ///
    /// ```swift
    /// store.update(Book.self, id: "ACK", modifiedAt: event.stamp) { $0.title = event.title }
    /// ```
    ///
    /// - Returns: false when no such entity is stored. True when it is, even if the write turns out stale.
    @inlinable
    @discardableResult
    public func update<T: Identifiable>(_ type: T.Type, id: T.ID, modifiedAt: Stamp? = nil, update: Update<T>) -> Bool {
        modifyEntity(PlainEntity<T>.self, id: id, stamp: modifiedAt, update: update)
    }

    /// Modifies a stored aggregate in place; entities added to it are stored, and changed ones propagate.
    ///
    /// - Returns: false when no such aggregate is stored.
    @inlinable
    @discardableResult
    public func update<T: Aggregate>(_ type: T.Type, id: T.ID, modifiedAt: Stamp? = nil, _ update: Update<T>) -> Bool {
        modifyEntity(AggregateEntity<T>.self, id: id, stamp: modifiedAt, update: update)
    }

    /// Modifies the entity registered under an alias.
    ///
    /// - Returns: false when the alias designates nothing.
    @inlinable
    @discardableResult
    public func update<T: Identifiable>(named: AliasKey<T>, modifiedAt: Stamp? = nil, update: Update<T>) -> Bool {
        modifyAlias(named, stamp: modifiedAt, update: update) { engine, value in
            _ = engine.storeOne(value, named: named, PlainEntity.self)
        }
    }

    /// Modifies the aggregate registered under an alias.
    ///
    /// - Returns: false when the alias designates nothing.
    @inlinable
    @discardableResult
    public func update<T: Aggregate>(named: AliasKey<T>, modifiedAt: Stamp? = nil, update: Update<T>) -> Bool {
        modifyAlias(named, stamp: modifiedAt, update: update) { engine, value in
            _ = engine.storeOne(value, named: named, AggregateEntity.self)
        }
    }

    /// Modifies the collection registered under an alias; its elements are stored again.
    ///
    /// - Returns: false when the alias designates nothing.
    @inlinable
    @discardableResult
    public func update<C: Collection>(named: AliasKey<C>, modifiedAt: Stamp? = nil, update: Update<C>) -> Bool
    where C.Element: Identifiable {
        modifyAlias(named, stamp: modifiedAt, update: update) { engine, value in
            engine.storeCollection(value, named: named, PlainEntity.self)
        }
    }

    /// Modifies the collection of aggregates registered under an alias; its elements are stored again.
    ///
    /// - Returns: false when the alias designates nothing.
    @inlinable
    @discardableResult
    public func update<C: Collection>(named: AliasKey<C>, modifiedAt: Stamp? = nil, update: Update<C>) -> Bool
    where C.Element: Aggregate {
        modifyAlias(named, stamp: modifiedAt, update: update) { engine, value in
            engine.storeCollection(value, named: named, AggregateEntity.self)
        }
    }

    // MARK: Shared implementation

    @inlinable
    func modifyEntity<S: EntityKind>(
        _ kind: S.Type,
        id: S.Value.ID,
        stamp: Stamp?,
        update: Update<S.Value>
    ) -> Bool {
        modify(stamp: stamp, read: { state in state.node(S.Value.self, id: id).map { ($0, $0.value) } }, update: update) {
            engine, value in _ = S.store(value, in: engine)
        }
    }

    @inlinable
    func modifyAlias<V>(
        _ key: AliasKey<V>,
        stamp: Stamp?,
        update: Update<V>,
        commit: (WriteEngine, V) -> Void
    ) -> Bool {
        modify(stamp: stamp, read: { state -> (node: NodeBase, value: V)? in
            guard let node = state.existingAlias(key)?.node, let value = node.value else { return nil }
            return (node, value)
        }, update: update, commit: commit)
    }
}
