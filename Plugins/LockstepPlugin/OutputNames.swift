import Foundation

/// Names the generated file of each input so that no two outputs share a file name (the compiler rejects
/// two files with the same name in one module), and the same inputs always get the same names.
///
/// `Models.swift` becomes `Models+Lockstep.swift`. When several inputs share a base name (two `Models.swift`
/// in different folders), each gets a short stable hash of its full path: `Models+Lockstep-1f3a9c2e.swift`.
struct OutputNames {
    private let sharedBaseNames: Set<String>

    init(inputs: [URL]) {
        var seen: Set<String> = []
        var shared: Set<String> = []
        for input in inputs {
            let base = input.deletingPathExtension().lastPathComponent
            if !seen.insert(base).inserted {
                shared.insert(base)
            }
        }
        sharedBaseNames = shared
    }

    func outputName(for input: URL) -> String {
        let base = input.deletingPathExtension().lastPathComponent
        guard sharedBaseNames.contains(base) else { return "\(base)+Lockstep.swift" }
        return "\(base)+Lockstep-\(Self.stableHash(input.path(percentEncoded: false))).swift"
    }

    /// FNV-1a, 32 bits: the same on every run, unlike `Hasher`, whose seed changes per process.
    private static func stableHash(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
