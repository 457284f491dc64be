import Lockstep

// `remove(_:id:modifiedAt:)` in `RandomizedModelTests`: applied to the store and to the reference, then to the
// watches (observers of removed entities are told once and keep their last value, batches drop them).
extension RandomModelRun {
    func removeEntity() -> String {
        let alive = reference.aliveKeys
        let key = random.chance(80) && !alive.isEmpty
            ? alive.randomElement(using: &random)! : RandomModelValues.universe.randomElement(using: &random)!
        guard canUpdate(key) else { return "remove \(key): skipped" }
        if !inTransaction, reference.isAlive(key), random.chance(15) { return removeDuringUpdate(of: key) }
        let stamp = removalStamp(for: key)
        let removal = remove(key, at: stamp, returned: removeFromStore(key, at: stamp))
        return "remove \(key) at \(describe(stamp)): \(describe(removal))"
    }

    /// Applies to the reference and the watches a removal the store `returned` for.
    private func remove(_ key: ModelKey, at stamp: Double?, returned: Bool) -> ModelRemoval? {
        let before = reference
        let removal = reference.remove(key, stamp: stamp)
        reference.count(removal)
        expectReturn(returned, removal != nil, "remove \(key) at \(describe(stamp))")
        guard let removal else { return nil }
        let told = watches.filter { $0.didRemove(removal, before: before) && $0.isSubscribed }
        reference.countRemovalNotifications(told.count)
        return removal
    }

    private func describe(_ removal: ModelRemoval?) -> String {
        removal.map { "\($0.removed.map(\.description).sorted())" } ?? "refused"
    }

    /// An update whose closure removes the entity it updates (or, for an `AuthorBooks`, its author, which it
    /// cannot exist without): like a concurrent change, the removal must make the update read again, find nothing
    /// and return false (`ModelDefect.updateCommitsAfterRemoval`).
    private func removeDuringUpdate(of key: ModelKey) -> String {
        let name = RandomModelValues.names.randomElement(using: &random)!
        switch key {
        case .author(let id):
            return update(key, removing: key, "name \(name)", { stamp, remove in
                self.store.update(Author.self, id: id, modifiedAt: stamp) { remove(); $0.name = name }
            }, updated: .author(Author(id: id, name: name)))
        case .authorBooks(let id):
            let target = random.chance(50) ? key : .author(id)
            return update(key, removing: target, "author \(name)", { stamp, remove in
                self.store.update(AuthorBooks.self, id: id, modifiedAt: stamp) { remove(); $0.author.name = name }
            }, updated: .authorBooks(AuthorBooks(author: Author(id: id, name: name), books: reference.authorBooks(id).books)))
        default:
            let stamp = removalStamp(for: key)
            return "remove \(key) at \(describe(stamp)): \(describe(remove(key, at: stamp, returned: removeFromStore(key, at: stamp))))"
        }
    }

    private func update(
        _ key: ModelKey, removing target: ModelKey, _ change: String, _ update: (Double?, () -> Void) -> Bool, updated: ModelEntity
    ) -> String {
        let stamp = stamp(for: key, writing: [updated])
        let removalStamp = removalStamp(for: target)
        var removals: [Bool] = []
        let returned = update(stamp) { removals.append(self.removeFromStore(target, at: removalStamp)) }
        writesInStep = 2
        let removal = remove(target, at: removalStamp, returned: removals.first ?? false)
        if removals.count != 1 { expectReturn(false, true, "update \(key) ran its closure \(removals.count) times, once") }
        let operation = "update \(key) \(change) at \(describe(stamp)), removing \(target) at \(describe(removalStamp)) inside"
        if removal?.removed.contains(key) == true, !reference.tolerates(.updateCommitsAfterRemoval) {
            expectReturn(returned, false, "update \(key), removed by its closure")
            return operation + ": \(describe(removal)), nothing to update"
        }
        expectReturn(returned, true, "update \(key)")
        let outcome = reference.write([updated], stamp: stamp)[0]
        return operation + ": \(describe(removal)), \(outcome)"
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

    private func removeFromStore(_ key: ModelKey, at stamp: Double?) -> Bool {
        var remover = Remover(store: store, stamp: stamp)
        return key.visit(&remover)
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
