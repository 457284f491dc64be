extension EntityStore {
    /// Removes an entity everywhere, in one write: a websocket said "post 42 was deleted", and no timeline,
    /// profile or search result may keep showing it.
    ///
    /// ```swift
    /// store.remove(Post.self, id: 42, modifiedAt: event.stamp)
    /// ```
    ///
    /// - Every parent that holds it drops it: an optional becomes `nil`, a collection loses the element (the
    ///   others keep their order), a wrapper holding it goes if it can (an optional wrapper becomes `nil`, a
    ///   collection of wrappers loses that wrapper). A collection that cannot remove elements (one that is not
    ///   a `RangeReplaceableCollection`) is treated like a non-optional property.
    /// - A parent that holds it where it cannot be dropped (`var author: Author`, a non-optional wrapper) cannot
    ///   exist without it and is removed too, and so on up. A single-value alias holding it becomes `nil`; a
    ///   collection alias drops it.
    /// - Observers of every removed entity are told: ``EntityObserver/isRemoved`` becomes true, `values`
    ///   finishes, the Combine publisher completes, `observe(onChange:onRemove:)` calls `onRemove`; `find`
    ///   returns nil. Each observer is notified once, inside a ``transaction(_:)`` too, and the logger hears
    ///   of each removal (`didRemove`).
    ///
    /// - Parameters:
    ///   - type: the entity's type.
    ///   - id: the entity's id.
    ///   - modifiedAt: the removal's stamp. A removal stamped lower than or equal to the entity's stamp is
    ///     stale and rejected. After a stamped removal, a write of the same id stamped lower than or equal to
    ///     it is rejected as stale (a late response must not bring the entity back); a newer one stores it
    ///     again. The store remembers the stamps of the last 10,000 removals of each type, or of as many as it
    ///     holds entities of that type if more.
    /// - Returns: false when no such entity is stored, or when the removal is stale.
    /// - Complexity: O(parents of the removed entities, and the size of their values).
    @discardableResult
    public func remove<T: Identifiable>(_ type: T.Type, id: T.ID, modifiedAt: Stamp? = nil) -> Bool {
        write(stamp: modifiedAt) { engine in
            guard let node = engine.state.node(T.self, id: id) else { return false }
            if let received = modifiedAt, received.isNaN || received <= node.stamp {
                engine.reportStale(T.self, id: id, current: node.recordedStamp, received: received)
                return false
            }
            engine.remove(node)
            return true
        }
    }

    /// Removes an alias: its observers are notified with nil, and what only the alias held is released.
    ///
    /// The alias does not come back by itself: updating the entity it designated does not restore it; storing
    /// under the key again does. Removing an alias that does not exist does nothing.
    public func removeAlias<T>(named: AliasKey<T>) {
        write(stamp: nil) { engine in
            if let alias = engine.state.existingAlias(named) {
                alias.clear(in: engine)
            }
        }
    }

    /// Removes every alias (see ``removeAlias(named:)``).
    public func removeAllAlias() {
        write(stamp: nil) { engine in
            engine.clearAllAliases()
        }
    }

    /// Removes every alias and forgets every entity: `find` returns nil for all of them afterwards.
    ///
    /// Observers you still hold keep their last value but no longer receive changes. Links between entities
    /// are cut, so entities that hold each other in a cycle are released too.
    public func removeAll() {
        let forgotten = write(stamp: nil) { engine in
            engine.clearAllAliases()
            // The lists let their members go: their observers are told as those of a changed node.
            for list in engine.state.emptyLiveLists(duringEvent: engine.journal != nil) {
                engine.markChanged(list)
            }
            return engine.forgetAllEntities()
        }
        withExtendedLifetime(forgotten) {}
    }
}
