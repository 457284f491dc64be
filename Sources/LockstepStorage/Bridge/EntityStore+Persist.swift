import Foundation
import Lockstep

extension EntityStore {
    /// Saves the entity or aggregate under `key` to `storage` after every accepted change, under the key
    /// `key.name`, in the format described in `Docs/Persistence.md` (the value and its stamp).
    ///
    /// ```swift
    /// let saving = store.persist(named: .currentUser, to: storage)
    /// ```
    ///
    /// Keep the returned handle: saving stops when it is released. See ``AliasPersistence`` for coalescing,
    /// threads and errors.
    ///
    /// - Parameters:
    ///   - key: the alias to save; its name is the value's key in `storage`.
    ///   - storage: where to save it, such as a `DiskStorage` folder (`usingStringKeys()`).
    ///   - coalescingInterval: how long, in seconds, a save waits after the first change of a burst so that
    ///     the rest of the burst joins it; ``AliasPersistence/flush()`` does not wait for it. 0 saves at
    ///     once (changes made during a save are still coalesced into the next one).
    ///   - onError: called with each failed save, on a background thread.
    public func persist<T: Identifiable & Encodable & Sendable>(
        named key: AliasKey<T>, to storage: Storage<String, Data>,
        coalescingInterval: TimeInterval = 0.05, onError: (@Sendable (PersistenceError) -> Void)? = nil
    ) -> AliasPersistence {
        persistAlias(key, storage, coalescingInterval, onError) { store, onChange in store.find(named: key).observe { _ in onChange() } }
    }

    /// Saves the collection of entities or aggregates under `key` to `storage` after every accepted
    /// change, as the entity form does.
    ///
    /// ```swift
    /// let saving = store.persist(named: .timeline, to: DiskStorage.main.folder("store", in: .applicationSupportDirectory).usingStringKeys())
    /// ```
    public func persist<C: Collection & Encodable & Sendable>(
        named key: AliasKey<C>, to storage: Storage<String, Data>,
        coalescingInterval: TimeInterval = 0.05, onError: (@Sendable (PersistenceError) -> Void)? = nil
    ) -> AliasPersistence {
        persistAlias(key, storage, coalescingInterval, onError) { store, onChange in store.find(named: key).observe { _ in onChange() } }
    }

    /// Saves the entity wrapper stored under `key` (a value holding entities, such as search results) to
    /// `storage` after every accepted change, as the entity form does.
    public func persist<W: EntityWrapper & Encodable & Sendable>(
        named key: AliasKey<W>, to storage: Storage<String, Data>,
        coalescingInterval: TimeInterval = 0.05, onError: (@Sendable (PersistenceError) -> Void)? = nil
    ) -> AliasPersistence {
        persistAlias(key, storage, coalescingInterval, onError) { store, onChange in store.find(named: key).observe { _ in onChange() } }
    }

    private func persistAlias<T: Encodable & Sendable>(
        _ key: AliasKey<T>,
        _ storage: Storage<String, Data>,
        _ coalescingInterval: TimeInterval,
        _ onError: (@Sendable (PersistenceError) -> Void)?,
        observe: @escaping @Sendable (EntityStore, @escaping @Sendable () -> Void) -> Subscription
    ) -> AliasPersistence {
        let saver = AliasSaver(alias: key.name, storage: storage, coalescingInterval: coalescingInterval, encode: { [self] in
            let snapshot = aliasSnapshot(named: key)
            guard let value = snapshot.value else { return nil }
            return try JSONEncoder().encode(SavedAlias(stamp: snapshot.stamp, value: value))
        }, onError: onError)
        return AliasPersistence(saver: saver) { [self] onChange in observe(self, onChange) }
    }
}
