import Foundation

/// Runs this executable again, in a hidden mode, so that a measurement starts from a fresh heap and its peak
/// memory is its own.
enum ChildProcess {
    /// Runs `lockstep-bench <arguments>` and returns the `key=value` numbers it printed, one per line; nil
    /// (with a warning) when it could not run or printed none.
    ///
    /// The child runs with glibc's mmap threshold fixed, so that a freed large block (a dictionary's old
    /// storage after it grew) goes back to the system at once instead of staying resident: resident memory
    /// then follows what is live. Other systems ignore the variable.
    static func run(_ arguments: [String]) -> [String: Double]? {
        let process = Process()
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GLIBC_TUNABLES"] = "glibc.malloc.mmap_threshold=131072"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            Output.note("warning: cannot start a child process (\(error))")
            return nil
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var values: [String: Double] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Double(parts[1]) {
                values[String(parts[0])] = value
            }
        }
        guard process.terminationStatus == 0, !values.isEmpty else {
            Output.note("warning: child \(arguments.joined(separator: " ")) failed (status \(process.terminationStatus))")
            return nil
        }
        return values
    }

    /// Prints `values` as the `key=value` lines ``run(_:)`` reads.
    static func report(_ values: [String: Double]) {
        for key in values.keys.sorted() {
            Output.line("\(key)=\(values[key]!)")
        }
    }
}
