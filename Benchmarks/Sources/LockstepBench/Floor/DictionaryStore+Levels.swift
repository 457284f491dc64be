import Lockstep

extension DictionaryStore {
    /// Stores a chain of levels in one write (see ``put(level:stamp:)``).
    ///
    /// - Returns: the stored value when the write was stale, else nil.
    @discardableResult
    mutating func store(level: Level, stamp: Stamp? = nil) -> Level? {
        defer { queued?.deliver() }
        return put(level: level, stamp: stamp)
    }

    /// Stores a chain of levels as part of a write, each in its own entry (deepest first), and records where each
    /// sits in the one above; a changed level is written into every level above it.
    ///
    /// - Returns: the stored value when the write was stale, else nil.
    private mutating func put(level: Level, stamp: Stamp?) -> Level? {
        let id = level.id
        var level = level
        let existing = levels.index(forKey: id)
        if let existing {
            let entry = levels.values[existing]
            guard StampRule.accepts(stamp, over: entry.stamp) else { return entry.value }
            for child in entry.value.child {
                if levels[child.id]?.parents?.remove(parent: id) == false {
                    levels[child.id]?.parents = nil
                }
            }
        }
        for index in level.child.indices {
            if let kept = put(level: level.child[index], stamp: stamp) {
                level.child[index] = kept
            }
            let slot = ParentSlots.Slot(parent: id, index: index)
            if levels[level.child[index].id]?.parents?.append(slot) == nil {
                levels[level.child[index].id]?.parents = ParentSlots(slot)
            }
        }
        // Storing the children only changed other entries in place, so `existing` is still valid.
        guard let existing else {
            levels[id] = LevelEntry(value: level, stamp: StampRule.initial(stamp))
            return nil
        }
        StampRule.record(stamp, in: &levels.values[existing].stamp)
        // Level is not Equatable: like Lockstep, only an identical value (same fields, same child storage) is
        // "unchanged", so that storing an untouched subtree again does not climb.
        guard !Self.isIdentical(levels.values[existing].value, level) else { return nil }
        levels.values[existing].value = level
        levels.values[existing].notify(&queued)
        climb(from: level, to: levels.values[existing].parents)
        return nil
    }

    /// Calls `onChange` with the level's current value now, inline (outside any measured write), then after
    /// every change, inline or on the store's queue.
    mutating func observe(level id: Int, onChange: @escaping (Level) -> Void) {
        guard let index = levels.index(forKey: id) else { return }
        levels.values[index].observers.append(onChange)
        onChange(levels.values[index].value)
    }

    /// Modifies a stored level and stores it again, in one write, so that it reaches every level above it. False
    /// when it is not stored.
    @discardableResult
    mutating func updateLevel(id: Int, stamp: Stamp? = nil, _ update: (inout Level) -> Void) -> Bool {
        guard var level = levels[id]?.value else { return false }
        update(&level)
        store(level: level, stamp: stamp)
        return true
    }

    /// Writes `value` into each of `parents`, then each parent's new value into its own parents, up to the top:
    /// one hash lookup, one copy of the parent's child array (the level above still shares it) and the
    /// observers' notification per level. Recursive, without any allocation of its own.
    private mutating func climb(from value: Level, to parents: ParentSlots?) {
        parents?.forEach { slot in
            guard let index = levels.index(forKey: slot.parent) else { return }
            let written = levels.values[index].write(child: value, at: slot.index, notifying: &queued)
            climb(from: written.value, to: written.parents)
        }
    }

    /// Whether two levels are the same value bit for bit: same fields, same child storage.
    private static func isIdentical(_ lhs: Level, _ rhs: Level) -> Bool {
        lhs.id == rhs.id && lhs.payload == rhs.payload
            && lhs.child.withUnsafeBufferPointer { left in
                rhs.child.withUnsafeBufferPointer { right in
                    left.baseAddress == right.baseAddress && left.count == right.count
                }
            }
    }
}
