import Foundation
import Lockstep

/// Measures resident memory per stored entity, each side in its own child process of this executable (the
/// hidden `--memory-child <lockstep|baseline> <count>` mode) so that one side's heap never pollutes the other's.
enum MemoryProbe {
    /// The hidden command-line flag that runs one measurement and prints `bytes_per_entity=<value>`.
    static let childFlag = "--memory-child"

    /// Resident set size of this process: field 2 of /proc/self/statm, in pages, times the page size.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Stores `count` small entities one call each in a fresh store of `side`, keeping what each call returns
    /// (Lockstep: the observer that keeps the entity alive; baseline: the stored value), and returns the growth
    /// of the resident set per entity.
    static func measure(side: String, count: Int) -> Double {
        let before: Int
        let after: Int
        if side == "lockstep" {
            let store = EntityStore(queue: Workloads.makeQueue())
            var kept: [EntityObserver<SmallEntity>] = []
            kept.reserveCapacity(count)
            before = residentBytes()
            for id in 0..<count {
                kept.append(store.store(entity: SmallEntity(id: id, value: id)))
            }
            after = residentBytes()
            withExtendedLifetime((store, kept)) {}
        } else {
            let store = DictionaryStore()
            var kept: [SmallEntity] = []
            kept.reserveCapacity(count)
            before = residentBytes()
            for id in 0..<count {
                kept.append(store.store(small: SmallEntity(id: id, value: id)))
            }
            after = residentBytes()
            withExtendedLifetime((store, kept)) {}
        }
        return Double(after - before) / Double(count)
    }

    /// Entry point of the child process.
    static func runChild(arguments: [String]) -> Int32 {
        guard arguments.count == 2, let count = Int(arguments[1]), ["lockstep", "baseline"].contains(arguments[0]) else {
            FileHandle.standardError.write(Data("usage: lockstep-bench \(childFlag) <lockstep|baseline> <count>\n".utf8))
            return 2
        }
        print("bytes_per_entity=\(measure(side: arguments[0], count: count))")
        return 0
    }

    /// Runs one measurement of `side` in a child process; falls back to this process if that fails.
    static func measureInChild(side: String, count: Int) -> Double {
        let process = Process()
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [childFlag, side, String(count)]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            FileHandle.standardError.write(Data("warning: cannot start a child process (\(error)); measuring in-process\n".utf8))
            return measure(side: side, count: count)
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for line in output.split(separator: "\n") where line.hasPrefix("bytes_per_entity=") {
            if let value = Double(line.dropFirst("bytes_per_entity=".count)) {
                return value
            }
        }
        FileHandle.standardError.write(Data("warning: child process printed no measurement; measuring in-process\n".utf8))
        return measure(side: side, count: count)
    }
}
