// Stand-in for the runtime's persistence hooks, so that LockstepStorage builds before they land: the real
// implementation replaces this whole file. These versions do not know the alias's stamp and do not reject an
// older restored value; the EntityWrapper one is not implemented.
extension EntityStore {
    /// The alias's current content and the stamp of the write that last set it (nil: never stamped), read together under the store's lock.
    package func aliasSnapshot<T>(named key: AliasKey<T>) -> (value: T?, stamp: Stamp?) {
        lock.withLock { (alias(key, create: false)?.node.value ?? nil, nil) }
    }

    /// Stores a restored value under `key` with `stamp`, as one write: rejected (returns false) when the alias already holds content written with a stamp >= `stamp`; otherwise like `store(entity:named:modifiedAt:)` (each entity's own stamp still decides, so fresher entities are kept).
    package func store<T: Identifiable>(restored value: T, named key: AliasKey<T>, stamp: Stamp) -> Bool {
        store(entity: value, named: key, modifiedAt: stamp)
        return true
    }

    /// Stores a restored aggregate under `key` with `stamp`; see the entity form.
    package func store<T: Aggregate>(restored value: T, named key: AliasKey<T>, stamp: Stamp) -> Bool {
        store(entity: value, named: key, modifiedAt: stamp)
        return true
    }

    /// Stores a restored collection of entities under `key` with `stamp`; see the entity form.
    package func store<C: Collection>(restored value: C, named key: AliasKey<C>, stamp: Stamp) -> Bool where C.Element: Identifiable {
        store(entities: value, named: key, modifiedAt: stamp)
        return true
    }

    /// Stores a restored collection of aggregates under `key` with `stamp`; see the entity form.
    package func store<C: Collection>(restored value: C, named key: AliasKey<C>, stamp: Stamp) -> Bool where C.Element: Aggregate {
        store(entities: value, named: key, modifiedAt: stamp)
        return true
    }

    /// Stores a restored entity wrapper under `key` with `stamp`; see the entity form.
    package func store<W: EntityWrapper>(restored value: W, named key: AliasKey<W>, stamp: Stamp) -> Bool {
        fatalError("pending runtime")
    }
}
