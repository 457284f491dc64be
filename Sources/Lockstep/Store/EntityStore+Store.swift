extension EntityStore {
    /// Stores an entity and returns an observer of it. Keep the observer: the entity lives while it is held.
    ///
    /// ```swift
    /// let observer = store.store(entity: book, modifiedAt: event.date.stamp)
    /// ```
    ///
    /// - Parameters:
    ///   - entity: the value to store.
    ///   - named: an alias under which to find the entity later without its id.
    ///   - modifiedAt: the write's stamp. A stamp lower than or equal to the stored one makes the write stale:
    ///     it is rejected, reported to the logger, and notifies nobody. `nil` is always accepted.
    ///   - update: when an entity with the same id is already stored, applied to `entity` before storing it.
    /// - Returns: an observer of the stored entity (of its current value if the write was rejected).
    @inlinable
    @discardableResult
    public func store<T: Identifiable>(
        entity: T,
        named: AliasKey<T>? = nil,
        modifiedAt: Stamp? = nil,
        ifPresent update: Update<T>? = nil
    ) -> EntityObserver<T> {
        let entity = applying(update, to: entity)
        return storeOne(entity, named: named, stamp: modifiedAt, PlainEntity<T>.self)
    }

    /// Stores an aggregate, and each entity it nests in its own node, and returns an observer of it.
    ///
    /// Each nested entity is checked against its own stamp: one that is stale keeps its stored value, and the
    /// aggregate shows that value too. Keep the observer: the aggregate lives while it is held.
    ///
    /// - Parameters:
    ///   - entity: the aggregate to store.
    ///   - named: an alias under which to find the aggregate later without its id.
    ///   - modifiedAt: the write's stamp, applied to the aggregate and every nested entity.
    ///   - update: when an aggregate with the same id is already stored, applied to `entity` before storing it.
    @inlinable
    @discardableResult
    public func store<T: Aggregate>(
        entity: T,
        named: AliasKey<T>? = nil,
        modifiedAt: Stamp? = nil,
        ifPresent update: Update<T>? = nil
    ) -> EntityObserver<T> {
        let entity = applying(update, to: entity)
        return storeOne(entity, named: named, stamp: modifiedAt, AggregateEntity<T>.self)
    }

    /// Stores several entities in one write and returns an observer of all of them, in order.
    ///
    /// Observers are notified once for the whole call. When the same id appears twice, the last occurrence
    /// wins and both positions show it.
    ///
    /// The returned observer costs nothing per element until it is first read or observed; from then on it follows
    /// its elements, and it shows what it would have shown had it followed them from the call (later values, without
    /// the elements removed since). So storing a page and dropping the observer is cheap.
    ///
    /// - Parameters:
    ///   - entities: the values to store.
    ///   - named: an alias for the whole collection. It follows its elements when `C` is a `MutableCollection`
    ///     such as `Array`.
    ///   - modifiedAt: the write's stamp, checked for each entity.
    @inlinable
    @discardableResult
    public func store<C: Collection>(
        entities: C,
        named: AliasKey<C>? = nil,
        modifiedAt: Stamp? = nil
    ) -> EntityObserver<[C.Element]> where C.Element: Identifiable {
        storeMany(entities, named: named, stamp: modifiedAt, PlainEntity<C.Element>.self)
    }

    /// Stores several aggregates in one write and returns an observer of all of them, in order. Like the
    /// observer `store(entities:named:modifiedAt:)` returns for entities, the returned one costs nothing per
    /// element until it is first read or observed.
    ///
    /// - Parameters:
    ///   - entities: the aggregates to store.
    ///   - named: an alias for the whole collection.
    ///   - modifiedAt: the write's stamp, checked for each aggregate and nested entity.
    @inlinable
    @discardableResult
    public func store<C: Collection>(
        entities: C,
        named: AliasKey<C>? = nil,
        modifiedAt: Stamp? = nil
    ) -> EntityObserver<[C.Element]> where C.Element: Aggregate {
        storeMany(entities, named: named, stamp: modifiedAt, AggregateEntity<C.Element>.self)
    }

    // MARK: Shared implementation

    /// `entity`, with `update` applied when an entity with its id is stored: the lookup under the lock, the
    /// closure outside.
    @inlinable
    func applying<T: Identifiable>(_ update: Update<T>?, to entity: T) -> T {
        guard let update, lock.withLock({ $0.node(T.self, id: entity.id) != nil }) else { return entity }
        var entity = entity
        update(&entity)
        return entity
    }

    @inlinable
    func storeOne<S: EntityKind>(
        _ entity: S.Value,
        named key: AliasKey<S.Value>?,
        stamp: Stamp?,
        _ kind: S.Type
    ) -> EntityObserver<S.Value> {
        // The node is held from the moment the write returns it: no lookup in between can find it unheld.
        let node = write(stamp: stamp) { engine in engine.storeOne(entity, named: key, S.self).node }
        return EntityObserver(node: node, store: self)
    }

    /// Stores `entities` (and links the alias `key` to them) in one write; returns the collection observer.
    @inlinable
    func storeMany<C: Collection, S: EntityKind>(
        _ entities: C,
        named key: AliasKey<C>?,
        stamp: Stamp?,
        _ kind: S.Type
    ) -> EntityObserver<[C.Element]> where S.Value == C.Element {
        let node = write(stamp: stamp) { engine in
            let elements = engine.storeCollection(entities, named: key, S.self)
            return engine.makeCollectionNode(of: elements)
        }
        return EntityObserver(node: node, store: self)
    }
}
