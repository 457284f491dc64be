import Foundation

/// This process's resident memory.
enum ProcessMemory {
    /// Resident bytes now: field 2 of `/proc/self/statm` times the page size (0 where there is none).
    static func resident() -> Int {
        residentAndShared().resident
    }

    /// Resident bytes now, and how many of them are shared, file-backed pages (fields 2 and 3 of
    /// `/proc/self/statm` times the page size; 0 where there is none): their difference is the anonymous memory,
    /// the data. One read for both, so that measuring the data runs no more code than measuring the whole.
    static func residentAndShared() -> (resident: Int, shared: Int) {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return (0, 0) }
        let fields = text.split(separator: " ")
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard fields.count > 2, let resident = Int(fields[1]), let shared = Int(fields[2]) else { return (0, 0) }
        return (resident * page, shared * page)
    }

    /// The most bytes ever resident: `VmHWM` in `/proc/self/status` on Linux, `getrusage` elsewhere.
    static func peakResident() -> Int {
        if let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") {
            return kilobytes * 1_024
        }
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1_024
        #endif
    }
}
