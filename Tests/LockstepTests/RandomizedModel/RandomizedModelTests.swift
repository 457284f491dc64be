import Foundation
import XCTest

/// A long seeded random sequence of store / update / transaction / alias / remove / observe /
/// unsubscribe / release operations on aggregates with shared, nested, optional, wrapped and collection
/// children, checked after every step against `ModelReference` (what `find` returns for every id, what every
/// held observer shows and whether it is removed, which observers were notified and with which final value).
///
/// Removals (`remove(_:id:modifiedAt:)`) reach every parent: optionals become nil, collections and batches lose
/// the element, parents that cannot exist without it are removed in turn; removed entities keep their last value
/// and tell subscribers once. Stamped removals leave tombstones that refuse late writes (and late copies nested
/// in aggregates). `Note` and `Review` are written as API models are (`let`s, `==` by id only): a changed field
/// must be stored and notified, a value with the same bits must not be.
///
/// `swift test` runs 2,000 steps from a fixed seed. Longer forms:
/// - `LOCKSTEP_RANDOM_STEPS=40000 LOCKSTEP_RANDOM_SEED=123 swift test --filter RandomizedModelTests` (a random
///   seed is picked when only the step count is given; a failure prints the seed to reproduce it, and the last
///   operations: `LOCKSTEP_RANDOM_HISTORY=200` shows more of them);
/// - `LOCKSTEP_RANDOM_STRICT=all` (or names of `ModelDefect` cases, separated by commas) expects the runtime
///   defects `FoundByRandomModelTests` shows to be fixed, instead of tolerating them.
final class RandomizedModelTests: StoreTestCase {
    func testRandomOperationsAgreeWithTheReferenceModel() {
        let environment = ProcessInfo.processInfo.environment
        let steps = environment["LOCKSTEP_RANDOM_STEPS"].flatMap(Int.init) ?? 2_000
        let seed = environment["LOCKSTEP_RANDOM_SEED"].flatMap(UInt64.init)
            ?? (environment["LOCKSTEP_RANDOM_STEPS"] == nil ? 0x10C4_57E9 : UInt64.random(in: 0...UInt64.max))
        let strict = ModelDefect.strict(environment["LOCKSTEP_RANDOM_STRICT"])
        let run = RandomModelRun(store: store, seed: seed, strict: strict, drain: drain)
        let historyLength = environment["LOCKSTEP_RANDOM_HISTORY"].flatMap(Int.init) ?? 12
        var history: [String] = []
        for step in 0..<steps {
            let (operation, failures) = run.step()
            history.append("\(step): \(operation)")
            if history.count > historyLength { history.removeFirst() }
            if !failures.isEmpty {
                XCTFail("""
                    LOCKSTEP_RANDOM_SEED=\(seed): step \(step) disagrees with the reference model:
                    \(failures.prefix(6).joined(separator: "\n"))
                    last operations:
                    \(history.joined(separator: "\n"))
                    """)
                return
            }
        }
        print("RandomizedModelTests: \(steps) steps from LOCKSTEP_RANDOM_SEED=\(seed) agree with the reference model: \(run.statistics)")
    }
}
