import Foundation

/// The catalog of workloads, in report order. Each factory builds its input once, outside the timed region;
/// every measurement uses a fresh store and stops the clock before that store is released.
enum Workloads {
    /// Every workload by name, at full size or, with `quick`, at a size for smoke tests and profiling. Each is
    /// built (its input generated) only when called, so a subset run or a profile pays for nothing else.
    /// `host` says which queue Lockstep's stores notify on and where their writes run.
    static func all(quick: Bool, host: Host) -> [(name: String, make: () -> Workload)] {
        let scale = quick ? 10 : 1
        let repetitions = quick ? 1 : 5
        let bigRepetitions = quick ? 1 : 3
        // Bursts of 100 updates last well under a millisecond: more samples keep their median steady.
        let shortRepetitions = quick ? 1 : 15
        let updates = quick ? 10 : 100
        var catalog: [(name: String, make: () -> Workload)] = [
            ("find", { find(entities: 100_000 / scale, finds: 1_000_000 / scale, repetitions: repetitions, host: host) }),
            ("store_entities", { storeEntities(count: 100_000 / scale, repetitions: repetitions, host: host) }),
            ("store_batch", { storeBatch(count: 100_000 / scale, repetitions: repetitions, host: host) }),
        ]
        for (name, count) in [("store_aggregates", 10_000), ("store_aggregates_2500", 2_500), ("store_aggregates_20000", 20_000)] {
            let times = count > 10_000 ? bigRepetitions : repetitions
            catalog.append((name, { storeAggregates(name: name, count: count / scale, repetitions: times, host: host) }))
        }
        for parents in [100, 1_000, 10_000] {
            let times = parents > 1_000 ? bigRepetitions : shortRepetitions
            catalog.append(("fanout_\(parents)", {
                fanout(parents: parents, updates: updates, repetitions: times, host: host)
            }))
        }
        for depth in [10, 100, 1_000] {
            catalog.append(("deep_\(depth)", {
                // At least 10,000 level writes per repetition, so a short chain is not timed on a few µs.
                deep(depth: depth, updates: max(updates, updates * 100 / depth), repetitions: shortRepetitions, host: host)
            }))
        }
        for parents in [100, 1_000, 10_000] {
            catalog.append(("remove_\(parents)", {
                // 10,000 observed aggregates, in groups of P that share the book removed: whatever P, a burst writes
                // into 10,000 parents (a few milliseconds), short enough to need the short bursts' samples.
                remove(parents: parents, groups: max(1, 10_000 / parents / scale), repetitions: shortRepetitions, host: host)
            }))
        }
        for count in [100, 1_000, 10_000] {
            catalog.append(("list_update_\(count)", {
                // At least 1,000,000 list elements per repetition (10,000 updates of a list of 100), so a short
                // list is not timed on a few µs.
                listUpdate(count: count, updates: max(updates, updates * 10_000 / count), repetitions: shortRepetitions, host: host)
            }))
        }
        catalog.append(("optimistic", { optimistic(count: 10_000 / scale, observers: 10, repetitions: shortRepetitions, host: host) }))
        catalog.append(("observation_read", { observationRead(count: 100_000 / scale, repetitions: repetitions, host: host) }))
        catalog += persistence(count: 100_000 / scale, repetitions: repetitions, host: host)
        catalog.append(("memory", { memory(count: MemoryProbe.count / scale, repetitions: bigRepetitions, host: host) }))
        return catalog
    }

    /// The target every workload is held to, as a ratio of Lockstep to the floor (`find`, `persist`, `restore` and
    /// `memory` have their own).
    static let target = 2.0

    /// Nanoseconds per operation.
    static func perOperation(_ nanoseconds: UInt64, _ operations: Int) -> Double {
        Double(nanoseconds) / Double(max(operations, 1))
    }

    /// `count` distinct books with ids starting at `first`.
    static func books(count: Int, first: Int = 0) -> [BenchBook] {
        (first..<first + count).map { BenchBook(id: $0, title: "Book \($0)", pages: $0 % 900) }
    }

    /// Reports a lost or extra notification: the measurement would be meaningless.
    static func expect(_ delivered: Int, _ expected: Int, _ what: String) {
        if delivered != expected {
            Output.note("warning: \(what) delivered \(delivered) notifications, expected \(expected)")
        }
        Checksum.add(delivered)
    }
}
