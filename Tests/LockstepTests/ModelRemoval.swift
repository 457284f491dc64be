/// What one accepted `remove(_:id:modifiedAt:)` did in the reference.
struct ModelRemoval {
    /// The entity removed and every entity that could not exist without it, recursively.
    let removed: Set<ModelKey>
    /// For removed parents that could have dropped some removed children before a later level of the cascade
    /// reached them: their raw value with those children dropped, which the runtime may show
    /// (`ModelDefect.cascadeLastValue`, filled only while it is tolerated).
    let partial: [ModelKey: ModelEntity]
}

extension ModelReference {
    /// Removes `key` everywhere, as `remove(_:id:modifiedAt:)` must; nil when the store must refuse (not alive,
    /// NaN, or stamped `<=` the entity's stamp).
    ///
    /// Every parent holding a removed entity drops it where it can (optional → nil, collection → element
    /// removed, wrapper holding it → removed with it) and is removed too where it cannot, and so on up; single
    /// aliases holding it become nil, collection aliases drop it. Computed by levels: level 0 is `key`, level
    /// n + 1 the entities holding a level-n entity where they cannot drop it.
    mutating func remove(_ key: ModelKey, stamp: Double?) -> ModelRemoval? {
        guard isAlive(key) else { return nil }
        if let stamp, stamp.isNaN || stamps[key].map({ stamp <= $0 }) == true {
            return nil
        }
        let current = raw
        var levels: [ModelKey: Int] = [key: 0]
        var level = 0
        while true {
            let removed = Set(levels.keys)
            let next = current.filter { levels[$0.key] == nil && !$0.value.dropping(removed).complete }.keys
            guard !next.isEmpty else { break }
            level += 1
            for parent in next { levels[parent] = level }
        }
        let removed = Set(levels.keys)
        var survivors: [ModelKey: ModelEntity] = [:]
        var partial: [ModelKey: ModelEntity] = [:]
        for (parent, value) in current {
            if let parentLevel = levels[parent] {
                // Children removed two or more levels below may be dropped before the cascade reaches it.
                let early = Set(levels.filter { $0.value <= parentLevel - 2 }.keys)
                if tolerates(.cascadeLastValue), !early.isEmpty { partial[parent] = value.dropping(early).value }
            } else if value.children.contains(where: { removed.contains($0.key) }) {
                survivors[parent] = value.dropping(removed).value
            }
        }
        forget(removed, stamp: stamp, survivors: survivors)
        return ModelRemoval(removed: removed, partial: partial)
    }
}
