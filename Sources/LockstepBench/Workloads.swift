import Foundation
import Dispatch

/// The catalog of workloads, in report order. Each factory builds its input once, outside the timed region;
/// every measurement uses a fresh store and stops the clock before that store is released.
enum Workloads {
    /// Every workload, at full size or, with `quick`, at a size for smoke tests and profiling.
    static func all(quick: Bool) -> [Workload] {
        let scale = quick ? 10 : 1
        let repetitions = quick ? 1 : 5
        let bigRepetitions = quick ? 1 : 3
        let updates = quick ? 10 : 100
        return [
            find(entities: 100_000 / scale, finds: 1_000_000 / scale, repetitions: repetitions),
            storeEntities(count: 100_000 / scale, repetitions: repetitions),
            storeBatch(count: 100_000 / scale, repetitions: repetitions),
            storeAggregates(name: "store_aggregates", count: 10_000 / scale, repetitions: repetitions),
            storeAggregates(name: "store_aggregates_2500", count: 2_500 / scale, repetitions: repetitions),
            storeAggregates(name: "store_aggregates_20000", count: 20_000 / scale, repetitions: bigRepetitions),
            fanout(parents: 100, updates: updates, repetitions: repetitions),
            fanout(parents: 1_000, updates: updates, repetitions: repetitions),
            fanout(parents: 10_000, updates: updates, repetitions: bigRepetitions),
            deep(depth: 10, updates: updates, repetitions: repetitions),
            deep(depth: 100, updates: updates, repetitions: repetitions),
            deep(depth: 1_000, updates: updates, repetitions: repetitions),
            memory(count: 200_000 / scale, repetitions: bigRepetitions),
        ]
    }

    /// A serial queue for a Lockstep store's notifications (a command-line tool has no main run loop).
    static func makeQueue() -> DispatchQueue {
        DispatchQueue(label: "lockstep-bench.observers")
    }

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
            FileHandle.standardError.write(Data("warning: \(what) delivered \(delivered) notifications, expected \(expected)\n".utf8))
        }
        Checksum.add(delivered)
    }
}
