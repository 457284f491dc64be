import Foundation
import Lockstep

extension EntityStore {
    /// Stores the entity saved by `persist` under `key`, with the stamp it was saved with.
    ///
    /// ```swift
    /// try await store.restore(named: .currentUser, from: storage)
    /// ```
    ///
    /// - A fresher value stored before the restore is kept; the restored one is older than any later write
    ///   with a higher stamp, which replaces it.
    /// - Nothing saved: nothing happens.
    /// - A saved value that does not decode (corrupt, another model, another format) is moved aside in the
    ///   storage and reported as ``PersistenceError/unreadable(alias:movedAsideTo:underlying:)``; the alias
    ///   is left as it was, so the app goes on with it empty.
    ///
    /// - Returns: whether a saved value was found and stored.
    /// - Throws: a ``PersistenceError``.
    @inlinable
    @discardableResult
    public func restore<T: Identifiable & Decodable>(named key: AliasKey<T>, from storage: Storage<String, Data>) async throws -> Bool {
        try await restoreAlias(key, from: storage) { store(restored: $0, named: key, stamp: $1) }
    }

    /// Stores the aggregate saved under `key`, as the entity form does; nested entities stored since with a
    /// higher stamp keep their values.
    @inlinable
    @discardableResult
    public func restore<T: Aggregate & Decodable>(named key: AliasKey<T>, from storage: Storage<String, Data>) async throws -> Bool {
        try await restoreAlias(key, from: storage) { store(restored: $0, named: key, stamp: $1) }
    }

    /// Stores the collection of entities saved under `key`, as the entity form does.
    @inlinable
    @discardableResult
    public func restore<C: Collection & Decodable>(named key: AliasKey<C>, from storage: Storage<String, Data>) async throws -> Bool
    where C.Element: Identifiable {
        try await restoreAlias(key, from: storage) { store(restored: $0, named: key, stamp: $1) }
    }

    /// Stores the collection of aggregates saved under `key`, as the entity form does.
    @inlinable
    @discardableResult
    public func restore<C: Collection & Decodable>(named key: AliasKey<C>, from storage: Storage<String, Data>) async throws -> Bool
    where C.Element: Aggregate {
        try await restoreAlias(key, from: storage) { store(restored: $0, named: key, stamp: $1) }
    }

    /// Stores the entity wrapper saved under `key`, as the entity form does.
    @inlinable
    @discardableResult
    public func restore<W: EntityWrapper & Decodable>(named key: AliasKey<W>, from storage: Storage<String, Data>) async throws -> Bool {
        try await restoreAlias(key, from: storage) { store(restored: $0, named: key, stamp: $1) }
    }

    /// Reads and decodes the saved value of `key`, then hands it to `apply` with its stamp (an unstamped
    /// value counts as older than any stamped one). The public forms are inlinable so that `apply`, which
    /// stores what may be 100,000 entities, is compiled for the caller's concrete types.
    @usableFromInline
    func restoreAlias<T: Decodable>(
        _ key: AliasKey<T>,
        from storage: Storage<String, Data>,
        apply: (T, Stamp) -> Bool
    ) async throws -> Bool {
        let data: Data
        do {
            data = try await storage.retrieve(forKey: key.name)
        } catch where error.isMissingValue {
            return false
        } catch {
            throw PersistenceError.readFailed(alias: key.name, underlying: error)
        }
        let saved: SavedAlias<T>
        do {
            saved = try JSONDecoder().decode(SavedAlias<T>.self, from: data)
        } catch {
            throw await moveAside(key.name, in: storage, becauseOf: error)
        }
        return apply(saved.value, saved.stamp ?? -.infinity)
    }

    /// Moves an undecodable saved value to a new key of its own, so that the next save does not overwrite
    /// it, and returns the error to throw.
    private func moveAside(_ name: String, in storage: Storage<String, Data>, becauseOf error: any Error) async -> PersistenceError {
        let aside = "\(name).unreadable-\(Int(Date().timeIntervalSince1970))-\(UUID().uuidString.prefix(8))"
        do {
            try await storage.moveValue(forKey: name, toKey: aside)
            return .unreadable(alias: name, movedAsideTo: aside, underlying: error)
        } catch let moveError {
            return .unreadableNotMovedAside(alias: name, underlying: error, moveError: moveError)
        }
    }
}
