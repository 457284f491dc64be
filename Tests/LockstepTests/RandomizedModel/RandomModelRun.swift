import Lockstep
import LockstepTestSupport

/// One seeded random run of `RandomizedModelTests`: applies each random operation to the store and to the
/// reference model, then compares them. The operations themselves are in `RandomModelWrites`,
/// `RandomModelReviews` and `RandomModelRemovals`.
final class RandomModelRun {
    let store: EntityStore
    private let drain: () -> Void
    var random: SplitMix64
    var reference: ModelReference
    var watches: [ModelWatch] = []
    private var detached: [ModelWatch] = []
    var clock: Double = 0
    var inTransaction = false
    /// Separate writes the current step made, each notifying once (an update whose closure removes is two).
    var writesInStep = 1
    private var pendingFailures: [String] = []

    /// - Parameter strict: the known defects to expect fixed (`ModelDefect`).
    init(store: EntityStore, seed: UInt64, strict: Set<ModelDefect>, drain: @escaping () -> Void) {
        self.store = store
        self.drain = drain
        self.random = SplitMix64(state: seed)
        self.reference = ModelReference(strict: strict)
    }

    var statistics: ModelStatistics { reference.statistics }

    // MARK: Steps

    /// Runs one random operation and returns what it did and every disagreement with the reference.
    func step() -> (operation: String, failures: [String]) {
        reference.touched = []
        reference.spuriouslyTouched = []
        writesInStep = 1
        var lenient = false
        var failures: [String] = []
        let operation: String
        switch random.below(1000) {
        case 0..<600:
            operation = write()
        case 600..<660:
            lenient = true
            inTransaction = true
            var writes: [String] = []
            let count = 2 + random.below(3)
            store.transaction {
                for _ in 0..<count { writes.append(write()) }
            }
            inTransaction = false
            operation = "transaction { " + writes.joined(separator: "; ") + " }"
        case 660..<720:
            operation = hold()
        case 720..<760:
            operation = watchAlias()
        case 760..<840:
            let candidates = watches.indices.filter { !watches[$0].isSubscribed }
            guard let index = candidates.randomElement(using: &random) else { return ("subscribe: nothing", check(lenient: false)) }
            failures += watches[index].subscribe(drain: drain)
            operation = "subscribe \(watches[index].name)"
        case 840..<880:
            let candidates = watches.indices.filter { watches[$0].isSubscribed }
            guard let index = candidates.randomElement(using: &random) else { return ("unsubscribe: nothing", check(lenient: false)) }
            watches[index].unsubscribe()
            operation = "unsubscribe \(watches[index].name)"
        case 880..<975:
            let count = watches.count > 24 ? 3 : 1
            var released: [String] = []
            for _ in 0..<count where !watches.isEmpty {
                released.append(watches.remove(at: random.below(watches.count)).name)
            }
            operation = "release \(released)"
        case 975..<995:
            operation = removeAlias()
        default:
            store.removeAll()
            for watch in watches where !watch.isAlias { watch.detach(reference) }
            reference.removeAll()
            detached += watches.filter { !$0.isAlias }
            watches.removeAll { !$0.isAlias }
            if detached.count > 10 { detached.removeFirst(detached.count - 10) }
            operation = "removeAll"
        }
        failures = pendingFailures + failures
        pendingFailures = []
        return (operation, failures + check(lenient: lenient))
    }

    private func check(lenient: Bool) -> [String] {
        reference.prune(roots: watches.flatMap(\.roots))
        drain()
        var failures = verifyStore()
        for watch in watches + detached {
            failures += watch.verify(reference, lenient: lenient, writes: writesInStep)
        }
        return failures
    }

    /// `find` agrees with the reference for every id any step can use.
    private func verifyStore() -> [String] {
        var finder = Finder(store: store, reference: reference)
        return RandomModelValues.universe.flatMap { $0.visit(&finder) }
    }

    private struct Finder: ModelKeyVisitor {
        typealias Result = [String]
        let store: EntityStore
        let reference: ModelReference

        func visit<T: Identifiable & ModelComparable>(
            _ type: T.Type, id: T.ID, key: ModelKey, expected: @escaping (ModelReference) -> T
        ) -> [String] {
            let found = store.find(T.self, id: id)?.value
            let wanted = reference.isAlive(key) ? expected(reference) : nil
            guard !found.isSame(as: wanted) else { return [] }
            return ["find \(key): \(found.map { "\($0)" } ?? "nil")\n    expected \(wanted.map { "\($0)" } ?? "nil")"]
        }
    }

    func expectReturn(_ returned: Bool, _ expected: Bool, _ call: String) {
        if returned != expected { pendingFailures.append("\(call) returned \(returned), expected \(expected)") }
    }

    // MARK: Stamps

    /// A stamp for a write of `values` to `key`: nil, newer than everything, NaN, or (outside transactions)
    /// old: around the entity's stamp or tombstone, or around the newest stamp (between two removals, say).
    func stamp(for key: ModelKey, writing values: [ModelEntity] = []) -> Double? {
        avoidingKnownDefects(anyStamp(for: key), writing: values)
    }

    /// `stamp`, or a new stamp (which no tombstone refuses) when writing `values` at `stamp` would make a nested
    /// aggregate drop a removed entity while `ModelDefect.nestedDropNotPropagated` is tolerated.
    func avoidingKnownDefects(_ stamp: Double?, writing values: [ModelEntity]) -> Double? {
        guard reference.tolerates(.nestedDropNotPropagated), !values.isEmpty,
              reference.dropsInsideNestedAggregate(values, stamp: stamp) else { return stamp }
        clock += 1
        return clock
    }

    private func anyStamp(for key: ModelKey) -> Double? {
        if inTransaction {
            // Inside a transaction every write is accepted, so that whether a node released halfway through
            // the transaction is still alive cannot change the outcome.
            clock += 1
            return clock
        }
        switch random.below(20) {
        case 0..<6:
            return nil
        case 6..<15:
            clock += 1
            return clock
        case 15:
            return .nan
        default:
            // Mostly around the id's own tombstone or stamp (a late response), else around the newest stamp
            // (between the removal of an entity and that of one it holds, say).
            let own = reference.tombstone(of: key) ?? reference.stamp(of: key)
            let base = random.chance(65) ? own ?? clock : clock
            return base - Double(random.below(4))
        }
    }

    func describe(_ stamp: Double?) -> String {
        stamp.map { "\($0)" } ?? "nil"
    }

    // MARK: Holding

    /// Whether `key` is kept alive by a watch: inside a transaction only such entities are updated or removed,
    /// since others may be released halfway through it.
    func isHeld(_ key: ModelKey) -> Bool {
        watches.contains { $0.roots.contains(key) }
    }

    private func hold() -> String {
        guard let key = reference.aliveKeys.randomElement(using: &random) else { return "hold: nothing alive" }
        var holder = Holder(store: store, reference: reference)
        watches.append(key.visit(&holder))
        return "hold \(key)"
    }

    private struct Holder: ModelKeyVisitor {
        typealias Result = ModelWatch
        let store: EntityStore
        let reference: ModelReference

        func visit<T: Identifiable & ModelComparable>(
            _ type: T.Type, id: T.ID, key: ModelKey, expected: @escaping (ModelReference) -> T
        ) -> ModelWatch {
            Watch("found \(key)", .entity(key), observer: store.find(T.self, id: id)!, reference: reference, expected: expected)
        }
    }

    /// A watch of the observer a write of `key` returned, following what the write did.
    func watch<T: ModelComparable>(
        _ key: ModelKey, observer: EntityObserver<T>, outcome: ModelReference.WriteOutcome, given: T,
        expected: @escaping (ModelReference) -> T
    ) -> ModelWatch {
        let state: WatchState<T> = switch outcome {
        case .stored, .stale: .live
        case .removed: .removed([given])
        case .unstored: .detached(given)
        }
        return Watch("observer of \(key)", .entity(key), observer: observer, reference: reference, state: state, expected: expected)
    }

    private func watchAlias() -> String {
        if random.chance(50) {
            let name = "a\(random.below(2))"
            watches.append(Watch("alias \(name)", .alias, observer: store.find(named: AliasKey<Author>(named: name)), reference: reference) { $0.aliasedAuthor(name) })
            return "watch alias \(name)"
        }
        let name = "l\(random.below(2))"
        watches.append(Watch("alias \(name)", .alias, observer: store.find(named: AliasKey<[Book]>(named: name)), reference: reference) { $0.aliasedBooks(name) })
        return "watch alias \(name)"
    }

    private func removeAlias() -> String {
        if random.chance(20) {
            store.removeAllAlias()
            reference.authorAliases = [:]
            reference.bookListAliases = [:]
            return "removeAllAlias"
        }
        if random.chance(50) {
            let name = "a\(random.below(2))"
            store.removeAlias(named: AliasKey<Author>(named: name))
            reference.authorAliases[name] = nil
            return "removeAlias \(name)"
        }
        let name = "l\(random.below(2))"
        store.removeAlias(named: AliasKey<[Book]>(named: name))
        reference.bookListAliases[name] = nil
        return "removeAlias \(name)"
    }
}
