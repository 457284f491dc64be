import Lockstep

// `remove(_:id:modifiedAt:)` in `RandomizedModelTests`: applied to the store and to the reference, then to the
// watches (observers of removed entities are told once and keep their last value, batches drop them).
extension RandomModelRun {
    func removeEntity() -> String {
        let alive = reference.aliveKeys
        let key = random.chance(80) && !alive.isEmpty
            ? alive.randomElement(using: &random)! : RandomModelValues.universe.randomElement(using: &random)!
        guard canUpdate(key) else { return "remove \(key): skipped" }
        let stamp = removalStamp(for: key)
        let before = reference
        var remover = Remover(store: store, stamp: stamp)
        let returned = key.visit(&remover)
        let removal = reference.remove(key, stamp: stamp)
        reference.count(removal)
        expectReturn(returned, removal != nil, "remove \(key) at \(describe(stamp))")
        guard let removal else { return "remove \(key) at \(describe(stamp)): refused" }
        let told = watches.filter { $0.didRemove(removal, before: before) && $0.isSubscribed }
        reference.countRemovalNotifications(told.count)
        return "remove \(key) at \(describe(stamp)): \(removal.removed.map(\.description).sorted())"
    }

    /// Inside a transaction a removal is unstamped: a tombstone left on an entity the transaction released
    /// halfway through (which the reference cannot tell) would change later writes.
    private func removalStamp(for key: ModelKey) -> Double? {
        if inTransaction { return nil }
        switch random.below(20) {
        case 0..<5:
            return nil
        case 5..<14:
            clock += 1
            return clock
        case 14:
            return .nan
        default:
            return (reference.stamp(of: key) ?? clock) - Double(random.below(3))
        }
    }

    private struct Remover: ModelKeyVisitor {
        typealias Result = Bool
        let store: EntityStore
        let stamp: Double?

        func visit<T: Identifiable & ModelComparable>(
            _ type: T.Type, id: T.ID, key: ModelKey, expected: @escaping (ModelReference) -> T
        ) -> Bool {
            store.remove(T.self, id: id, modifiedAt: stamp)
        }
    }
}
