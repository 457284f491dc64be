import Foundation
import Lockstep

/// Measures resident memory per stored entity, each side in its own child process of this executable (the
/// hidden `--memory-child <lockstep|baseline> <count> <host>` mode) so that one side's heap never pollutes the
/// other's.
enum MemoryProbe {
    /// The hidden command-line flag that runs one measurement and prints `bytes_per_entity=<value>` and
    /// `anonymous_bytes_per_entity=<value>`.
    static let childFlag = "--memory-child"

    /// Entities per measurement: 136,000 fills both sides' tables (Swift dictionaries of 2^18 buckets) to 52 %,
    /// the average load of a dictionary that doubles at 75 % (a count just past a doubling, such as 200,000,
    /// would charge each side for 2.6 times the buckets it uses, and the side with bigger buckets the most).
    static let count = 136_000

    /// Stores `count` small entities one call each in a fresh store of `side`, and returns the growth of the
    /// resident set per entity (the figure the target is on), and of its anonymous part (what is not file-backed).
    /// Lockstep keeps the observer each call returns (an entity lives while observed); the floor's dictionary keeps
    /// its values itself.
    ///
    /// The resident set also counts the pages of code the loop runs for the first time (about 1.6 MB on either
    /// side on Linux, some 12 bytes per entity): the anonymous growth is the data alone.
    static func measure(side: String, count: Int, host: Host) -> (resident: Double, anonymous: Double) {
        let before: (resident: Int, shared: Int)
        let after: (resident: Int, shared: Int)
        if side == "lockstep" {
            let session = host.makeSession()
            let store = session.store
            var kept: [EntityObserver<SmallEntity>] = []
            kept.reserveCapacity(count)
            before = ProcessMemory.residentAndShared()
            session.write {
                for id in 0..<count {
                    kept.append(store.store(entity: SmallEntity(id: id, value: id)))
                }
            }
            after = ProcessMemory.residentAndShared()
            withExtendedLifetime((store, kept)) {}
        } else {
            var floor = DictionaryStore()
            before = ProcessMemory.residentAndShared()
            for id in 0..<count {
                floor.store(small: SmallEntity(id: id, value: id))
            }
            after = ProcessMemory.residentAndShared()
            withExtendedLifetime(floor) {}
        }
        let anonymous = (after.resident - after.shared) - (before.resident - before.shared)
        return (Double(after.resident - before.resident) / Double(count), Double(anonymous) / Double(count))
    }

    /// Entry point of the child process.
    static func runChild(arguments: [String]) -> Int32 {
        guard arguments.count == 3, let count = Int(arguments[1]), ["lockstep", "baseline"].contains(arguments[0]),
              let host = Host(rawValue: arguments[2]) else {
            Output.note("usage: lockstep-bench \(childFlag) <lockstep|baseline> <count> <host>")
            return 2
        }
        let (resident, anonymous) = measure(side: arguments[0], count: count, host: host)
        ChildProcess.report(["bytes_per_entity": resident, "anonymous_bytes_per_entity": anonymous])
        return 0
    }

    /// Runs one measurement of `side` in a child process; falls back to this process if that fails.
    static func measureInChild(side: String, count: Int, host: Host) -> Double {
        if let value = ChildProcess.run([childFlag, side, String(count), host.rawValue])?["bytes_per_entity"] {
            return value
        }
        Output.note("warning: measuring memory in-process")
        return measure(side: side, count: count, host: host).resident
    }
}
