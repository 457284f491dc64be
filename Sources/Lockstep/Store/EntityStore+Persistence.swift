// What `LockstepStorage` needs from the store to save an alias and restore it at launch. Package-level: these
// are not API, they exist for the persistence bridge.
extension EntityStore {
    /// The alias's content and its stamp in the base (without the open optimistic layers: they are never
    /// saved), read together under the store's lock: the highest of the stamps of the writes that set it and of
    /// the entities it designates directly, nil when none was stamped.
    package func aliasSnapshot<T>(named key: AliasKey<T>) -> (value: T?, stamp: Stamp?) {
        lock.withLock { state in
            guard let alias = state.existingAlias(key) else { return (nil, nil) }
            let journal = state.optimistic?.journal
            let base = journal?.baseCopy(of: alias.node)
            var stamp = base.map { $0.aliasStamp } ?? alias.stamp
            for slot in base?.children ?? alias.node.children {
                guard let child = slot.child else { continue }
                if let childStamp = journal?.baseCopy(of: child).map(\.recordedStamp) ?? child.recordedStamp {
                    stamp = max(stamp ?? childStamp, childStamp)
                }
            }
            // Invariant: an alias's base copy holds a value of its node's type, `T?`.
            let value = base.map { ($0.baseValue as! TypedHeldValue<T?>).value } ?? alias.node.value
            return (value, stamp)
        }
    }

    /// Stores a restored value under `key` with the stamp it was saved with, as one write.
    ///
    /// - Returns: false when the alias already holds content written with a stamp `>=` `stamp` (then nothing
    ///   changes), or when the entity itself holds a fresher value (then the alias designates that value).
    @inlinable
    package func store<T: Identifiable>(restored value: T, named key: AliasKey<T>, stamp: Stamp) -> Bool {
        restore(named: key, stamp: stamp) { $0.storeOne(value, named: key, PlainEntity.self).isRejected == false }
    }

    /// Stores a restored aggregate under `key`; see ``store(restored:named:stamp:)-(T,_,_)``.
    @inlinable
    package func store<T: Aggregate>(restored value: T, named key: AliasKey<T>, stamp: Stamp) -> Bool {
        restore(named: key, stamp: stamp) { $0.storeOne(value, named: key, AggregateEntity.self).isRejected == false }
    }

    /// Stores a restored collection under `key`; each element is still checked against its own stamp.
    @inlinable
    package func store<C: Collection>(restored value: C, named key: AliasKey<C>, stamp: Stamp) -> Bool where C.Element: Identifiable {
        restore(named: key, stamp: stamp) { $0.storeCollection(value, named: key, PlainEntity.self); return true }
    }

    /// Stores a restored collection of aggregates under `key`; each element is still checked against its stamp.
    @inlinable
    package func store<C: Collection>(restored value: C, named key: AliasKey<C>, stamp: Stamp) -> Bool where C.Element: Aggregate {
        restore(named: key, stamp: stamp) { $0.storeCollection(value, named: key, AggregateEntity.self); return true }
    }

    /// Stores a restored wrapper value under `key`; each entity it holds is still checked against its stamp.
    @usableFromInline
    package func store<W: EntityWrapper>(restored value: W, named key: AliasKey<W>, stamp: Stamp) -> Bool {
        restore(named: key, stamp: stamp) { _ = $0.storeWrapper(value, named: key); return true }
    }

    /// Runs `store` as one write stamped `stamp`, unless the alias already holds content at least that fresh.
    /// (Inlinable, like the entry points above: restoring 100,000 entities must run specialized code.)
    @usableFromInline
    func restore<T>(named key: AliasKey<T>, stamp: Stamp, _ store: (WriteEngine) -> Bool) -> Bool {
        write(stamp: stamp) { engine in
            if let current = engine.state.existingAlias(key)?.stamp, current >= stamp {
                return false
            }
            return store(engine)
        }
    }
}
