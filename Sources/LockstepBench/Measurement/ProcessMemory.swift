import Foundation

/// This process's resident memory.
enum ProcessMemory {
    /// Resident bytes now: field 2 of `/proc/self/statm` times the page size (0 where there is none).
    static func resident() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Resident anonymous bytes now (`RssAnon` in `/proc/self/status`: the heap and other private memory, not
    /// the pages of mapped files such as code); nil where there is no such line.
    static func residentAnonymous() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("RssAnon:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes * 1_024
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
