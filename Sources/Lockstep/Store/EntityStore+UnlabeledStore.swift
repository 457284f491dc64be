// The forms CohesionKit's READMEs show (`identityMap.store(book)`, `entityStore.store(currentUser, named:
// .currentUser)`), beside the labeled ones its code requires: users copy READMEs.
extension EntityStore {
    /// Stores an entity and returns an observer of it; the same as ``store(entity:named:modifiedAt:ifPresent:)-4c5yv``.
    ///
    /// ```swift
    /// let observer = store.store(book, modifiedAt: event.date.stamp)
    /// ```
    @inlinable
    @discardableResult
    public func store<T: Identifiable>(_ entity: T, named: AliasKey<T>? = nil, modifiedAt: Stamp? = nil) -> EntityObserver<T> {
        store(entity: entity, named: named, modifiedAt: modifiedAt)
    }

    /// Stores an aggregate and each entity it nests; the same as ``store(entity:named:modifiedAt:ifPresent:)-9aw7e``.
    @inlinable
    @discardableResult
    public func store<T: Aggregate>(_ entity: T, named: AliasKey<T>? = nil, modifiedAt: Stamp? = nil) -> EntityObserver<T> {
        store(entity: entity, named: named, modifiedAt: modifiedAt)
    }

    /// Stores several entities in one write; the same as ``store(entities:named:modifiedAt:)-7petk``.
    @inlinable
    @discardableResult
    public func store<C: Collection>(_ entities: C, named: AliasKey<C>? = nil, modifiedAt: Stamp? = nil)
    -> EntityObserver<[C.Element]> where C.Element: Identifiable {
        store(entities: entities, named: named, modifiedAt: modifiedAt)
    }

    /// Stores several aggregates in one write; the same as ``store(entities:named:modifiedAt:)-9w5y7``.
    @inlinable
    @discardableResult
    public func store<C: Collection>(_ entities: C, named: AliasKey<C>? = nil, modifiedAt: Stamp? = nil)
    -> EntityObserver<[C.Element]> where C.Element: Aggregate {
        store(entities: entities, named: named, modifiedAt: modifiedAt)
    }
}

extension AliasKey {
    /// Creates a key for the alias `name`; the same as ``init(named:)``.
    ///
    /// ```swift
    /// static let currentUser = AliasKey<User>("user")
    /// ```
    public init(_ name: String) {
        self.init(named: name)
    }
}
