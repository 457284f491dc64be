extension EntityStore {
    /// Removes an alias: its observers are notified with nil, and what only the alias held is released.
    ///
    /// The alias does not come back by itself: updating the entity it designated does not restore it; storing
    /// under the key again does. Removing an alias that does not exist does nothing.
    public func removeAlias<T>(named: AliasKey<T>) {
        write(stamp: nil) { operation in
            existingAlias(named)?.clear(operation)
        }
    }

    /// Removes every alias (see ``removeAlias(named:)``).
    public func removeAllAlias() {
        write(stamp: nil) { operation in
            clearAllAliases(operation)
        }
    }

    /// Removes every alias and forgets every entity: `find` returns nil for all of them afterwards.
    ///
    /// Observers you still hold keep their last value but no longer receive changes. Links between entities
    /// are cut, so entities that hold each other in a cycle are released too.
    public func removeAll() {
        let forgotten = write(stamp: nil) { operation in
            clearAllAliases(operation)
            return clearAllTables(operation)
        }
        withExtendedLifetime(forgotten) {}
    }
}
