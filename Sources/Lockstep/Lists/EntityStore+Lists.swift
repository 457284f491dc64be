extension EntityStore {
    /// A live list: every entity of `type` the store holds for which `isIncluded` is true, ordered by
    /// `areInIncreasingOrder`, kept up to date by every write.
    ///
    /// ```swift
    /// let timeline = store.entities(Post.self, where: { !$0.isHidden }, sortedBy: { $0.date > $1.date })
    /// let subscription = timeline.observe { posts in render(posts) }
    ///
    /// store.store(entity: newPost)            // it appears in the timeline, where its date puts it
    /// store.remove(Post.self, id: 42)         // it leaves
    /// ```
    ///
    /// The list holds the entities stored directly, nested in aggregates, wrappers or aliases alike, that are
    /// neither removed nor released. Entities that tie (and all of them without `areInIncreasingOrder`) come in the
    /// order the store first received them. After every write (a store, an update, a removal and its cascade, a
    /// transaction, an optimistic layer opened or ended, a write under layers) the list is exactly what a new call
    /// would return, and its observers are notified once, only when it changed: an entity came or went, the order
    /// changed, or a member's value changed (structurally).
    ///
    /// It is an observer like any other (`value`, `observe`, `values`, Observation, Combine), and it holds its
    /// members as an observer holds its entity: they are not released while the list is alive. Entities it leaves
    /// out are not held by it.
    ///
    /// `isIncluded` and `areInIncreasingOrder` run while the store is locked, as `nestedEntitiesKeyPaths` does: they
    /// must depend on the values they are given only, and `areInIncreasingOrder` must be a strict weak ordering (as
    /// for `sorted(by:)`). One that calls the store, or an ordering that is not one, stops the program with a message
    /// naming the list. `removeAll()` empties the list, which then follows later writes as before.
    ///
    /// - Parameters:
    ///   - type: the entities' type.
    ///   - isIncluded: which entities the list holds; all by default.
    ///   - areInIncreasingOrder: whether the first entity goes before the second; nil keeps the order in which the
    ///     store received them.
    /// - Returns: an observer of the list.
    /// - Complexity: O(n log n) to open, for the n entities of `type`; then O(k log n) per write that changes k of
    ///   them, plus a move of the list's tail per entity that comes, goes or moves.
    @inlinable
    public func entities<T: Identifiable>(
        _ type: T.Type,
        // `(_: Any)`: a closure typed by `T` would capture `T`'s metatype, which is not `Sendable` (a warning).
        where isIncluded: @escaping @Sendable (T) -> Bool = { (_: Any) in true },
        sortedBy areInIncreasingOrder: (@Sendable (T, T) -> Bool)? = nil
    ) -> EntityObserver<[T]> {
        // Made here, in the caller's specialized code (see `AnyLiveList.placing`).
        open(LiveList(isIncluded: isIncluded, areInIncreasingOrder: areInIncreasingOrder))
    }

    /// Opens `list`: fills it and registers it, under the lock; returns its observer.
    @usableFromInline
    func open<T: Identifiable>(_ list: LiveList<T>) -> EntityObserver<[T]> {
        // Its only slot is the list, which lives as long as the node does (see `AnyLiveList`).
        let node = EntityNode<[T]>(value: [])
        node.children = [list]
        lock.withLock { state in
            ListClosures.run(list, of: state) {
                list.fill(node, from: state.existingTable(for: T.self)?.liveNodes() ?? [])
            }
            state.liveLists = state.liveLists ?? LiveLists()
            state.liveLists?.add(list, node: node, of: ObjectIdentifier(T.self))
        }
        return EntityObserver(node: node, store: self)
    }

    /// Adds a page of entities at the end of the list alias `key`, in one write: an entity the list holds already
    /// keeps its place and shows its new value, the others follow the last one, in the page's order, each once (an
    /// entity twice in the page is added once). The alias is created when missing. As in any write, an entity the
    /// write's stamp finds stale keeps its value, and one removed after that stamp stays out. Infinite scroll is one
    /// call per page:
    ///
    /// ```swift
    /// store.store(entities: try await api.posts(after: cursor), appendingTo: .timeline)
    /// ```
    ///
    /// - Parameters:
    ///   - entities: the page.
    ///   - key: the list alias.
    ///   - modifiedAt: the write's stamp, checked for each entity as any write's.
    /// - Returns: an observer of the page's entities, as ``store(entities:named:modifiedAt:)-7petk`` returns.
    @discardableResult
    public func store<C: Collection>(entities: C, appendingTo key: AliasKey<[C.Element]>, modifiedAt: Stamp? = nil)
    -> EntityObserver<[C.Element]> where C.Element: Identifiable {
        storePage(entities, into: key, atStart: false, stamp: modifiedAt, PlainEntity<C.Element>.self)
    }

    /// Adds a page of entities at the start of the list alias `key`, in one write: an entity the list holds already
    /// keeps its place and shows its new value, the others come before the first one, in the page's order, each
    /// once. The alias is created when missing. Stamps apply as in
    /// ``store(entities:appendingTo:modifiedAt:)-56rd7``. Pull-to-refresh is one call:
    ///
    /// ```swift
    /// store.store(entities: try await api.latestPosts(), prependingTo: .timeline)
    /// ```
    ///
    /// - Parameters:
    ///   - entities: the page.
    ///   - key: the list alias.
    ///   - modifiedAt: the write's stamp, checked for each entity as any write's.
    /// - Returns: an observer of the page's entities, as ``store(entities:named:modifiedAt:)-7petk`` returns.
    @discardableResult
    public func store<C: Collection>(entities: C, prependingTo key: AliasKey<[C.Element]>, modifiedAt: Stamp? = nil)
    -> EntityObserver<[C.Element]> where C.Element: Identifiable {
        storePage(entities, into: key, atStart: true, stamp: modifiedAt, PlainEntity<C.Element>.self)
    }

    /// Adds a page of aggregates at the end of the list alias `key`, as
    /// ``store(entities:appendingTo:modifiedAt:)-56rd7`` does for entities.
    ///
    /// - Parameters:
    ///   - entities: the page.
    ///   - key: the list alias.
    ///   - modifiedAt: the write's stamp, checked for each aggregate and nested entity.
    /// - Returns: an observer of the page's aggregates.
    @discardableResult
    public func store<C: Collection>(entities: C, appendingTo key: AliasKey<[C.Element]>, modifiedAt: Stamp? = nil)
    -> EntityObserver<[C.Element]> where C.Element: Aggregate {
        storePage(entities, into: key, atStart: false, stamp: modifiedAt, AggregateEntity<C.Element>.self)
    }

    /// Adds a page of aggregates at the start of the list alias `key`, as
    /// ``store(entities:prependingTo:modifiedAt:)-9lk20`` does for entities.
    ///
    /// - Parameters:
    ///   - entities: the page.
    ///   - key: the list alias.
    ///   - modifiedAt: the write's stamp, checked for each aggregate and nested entity.
    /// - Returns: an observer of the page's aggregates.
    @discardableResult
    public func store<C: Collection>(entities: C, prependingTo key: AliasKey<[C.Element]>, modifiedAt: Stamp? = nil)
    -> EntityObserver<[C.Element]> where C.Element: Aggregate {
        storePage(entities, into: key, atStart: true, stamp: modifiedAt, AggregateEntity<C.Element>.self)
    }

    /// Stores `entities` and adds them to the list alias `key` in one write, at its start or its end: those the alias
    /// holds already keep their place (showing the value just stored), the others go in, in the page's order, each
    /// once. Returns the observer of the page's entities, without those removed (a late copy of a removed entity stays
    /// out, as in any collection).
    private func storePage<C: Collection, S: EntityKind>(
        _ entities: C, into key: AliasKey<[C.Element]>, atStart: Bool, stamp: Stamp?, _ kind: S.Type
    ) -> EntityObserver<[C.Element]> where S.Value == C.Element {
        let node = write(stamp: stamp) { engine in
            // Stored as any collection is, without an alias: the merge below is what sets it.
            let nodes = engine.storeCollection(entities, named: nil, S.self)
            // A write stamped NaN is refused whole: it points no alias anywhere (rules 2 and 14).
            guard !engine.isStampedNaN else { return engine.makeCollectionNode(of: nodes) }
            let alias = engine.willStore(under: key)
            // Invariant: the slots of an alias of `[T]` hold its elements, in order.
            var elements = alias.node.children.map { $0.child as! EntityNode<C.Element> }
            var held = Set(elements.map(ObjectIdentifier.init))
            let added = nodes.filter { held.insert(ObjectIdentifier($0)).inserted }
            elements = atStart ? added + elements : elements + added
            engine.link(alias: alias.node, to: elements.map(\.value), elements: elements)
            engine.didStore(under: key, alias)
            return engine.makeCollectionNode(of: nodes)
        }
        return EntityObserver(node: node, store: self)
    }
}
