/// What one accepted `remove(_:id:modifiedAt:)` did in the reference.
struct ModelRemoval {
    /// The entity removed and every entity that could not exist without it, recursively.
    let removed: Set<ModelKey>
    /// For removed parents: the raw value the runtime leaves them, with some removed children already dropped
    /// (`ModelDefect.removedParentLastValue`, filled only while it is tolerated).
    let partial: [ModelKey: ModelEntity]
}

extension ModelReference {
    /// Removes `key` everywhere, as `remove(_:id:modifiedAt:)` must; nil when the store must refuse (not alive,
    /// NaN, or stamped `<=` the entity's stamp).
    ///
    /// Every parent holding a removed entity drops it where it can (optional → nil, collection → element
    /// removed, wrapper holding it → removed with it) and is removed too where it cannot, and so on up; single
    /// aliases holding it become nil, collection aliases drop it.
    mutating func remove(_ key: ModelKey, stamp: Double?) -> ModelRemoval? {
        guard isAlive(key) else { return nil }
        if let stamp, stamp.isNaN || stamps[key].map({ stamp <= $0 }) == true {
            return nil
        }
        let current = raw
        var removed: Set<ModelKey> = [key]
        while true {
            let next = current.filter { !removed.contains($0.key) && !$0.value.dropping(removed).complete }.keys
            guard !next.isEmpty else { break }
            removed.formUnion(next)
        }
        var survivors: [ModelKey: ModelEntity] = [:]
        var partial: [ModelKey: ModelEntity] = [:]
        for (parent, value) in current where value.children.contains(where: { removed.contains($0.key) }) {
            if !removed.contains(parent) {
                survivors[parent] = value.dropping(removed).value
            } else if tolerates(.removedParentLastValue) {
                partial[parent] = value.droppingAfterRequired(removed)
            }
        }
        forget(removed, stamp: stamp, survivors: survivors)
        return ModelRemoval(removed: removed, partial: partial)
    }
}
