extension EntityStore {
    /// Finds a stored entity or aggregate by type and id.
    ///
    /// ```swift
    /// if let book = store.find(Book.self, id: "ACK") {
    ///     print(book.value.title)
    /// }
    /// ```
    ///
    /// - Returns: an observer of the entity, or nil when it is not stored or was released.
    /// - Complexity: O(1).
    @inlinable
    public func find<T: Identifiable>(_ type: T.Type, id: T.ID) -> EntityObserver<T>? {
        lock.withLock { state in
            // Not `Optional.map`: its closure borrows the node, so that the observer would take a copy of it.
            guard let node = state.node(type, id: id) else { return nil }
            return EntityObserver(node: node, store: self)
        }
    }

    /// Finds the entity registered under an alias.
    ///
    /// The observer follows the alias even before anything is stored under it and after it is removed: its
    /// value is nil then.
    public func find<T: Identifiable>(named: AliasKey<T>) -> EntityObserver<T?> {
        lock.withLock { EntityObserver(node: $0.alias(named).node, store: self) }
    }

    /// Finds the collection registered under an alias.
    ///
    /// The observer follows the alias even before anything is stored under it and after it is removed: its
    /// value is nil then.
    public func find<C: Collection>(named: AliasKey<C>) -> EntityObserver<C?> {
        lock.withLock { EntityObserver(node: $0.alias(named).node, store: self) }
    }
}
