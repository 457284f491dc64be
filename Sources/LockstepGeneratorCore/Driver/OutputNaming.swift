/// Names and fills the files `--output-dir` writes: one `<Name>+Lockstep.swift` for every
/// ``inputsPerOutput`` inputs, in the order they are given (the plugin gives them sorted by path), named after
/// the first input it holds.
///
/// Inputs sharing a base name are disambiguated by prefixing their parent folder names joined with `_`,
/// using the fewest trailing folders that make every name in the clash unique (`Models.swift` and
/// `Sub/Models.swift` → `Models+Lockstep.swift` and `Sub_Models+Lockstep.swift`). If paths are still
/// identical, `_2`, `_3`… are appended in argument order.
public enum OutputNaming {
    /// How many inputs one output holds. The compiler driver compiles a target in batches of at most 25 files
    /// (more when it runs more jobs), and each batch parses the whole target and loads its imports again, which
    /// costs about as much as compiling a few model files; on a model target, the code generated for one input
    /// costs a tenth of compiling the input. One output per input would add a batch for every 25 inputs, and a
    /// single output would be a long file at the end of the last batch; one per 8 inputs adds an eighth to the
    /// file count, so the batch count rarely changes, and each output costs less to compile than one model file
    /// (see `Docs/Benchmarks.md`, "Build cost of the plugin").
    public static let inputsPerOutput = 8

    /// The outputs for `paths`: each one's file name and the positions in `paths` of the inputs it holds (up to
    /// ``inputsPerOutput`` consecutive ones).
    public static func outputs(for paths: [String]) -> [(name: String, inputs: Range<Int>)] {
        let names = fileNames(for: paths)
        return stride(from: 0, to: paths.count, by: inputsPerOutput).map { start in
            (names[start], start..<min(start + inputsPerOutput, paths.count))
        }
    }

    /// A unique file name for each of `paths`, in the same order (an output takes its first input's).
    public static func fileNames(for paths: [String]) -> [String] {
        let components = paths.map { path in
            path.split(separator: "/").map(String.init).filter { $0 != "." && !$0.isEmpty }
        }
        let bases = components.map { parts -> String in
            let file = parts.last ?? "input"
            return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
        }
        var names = bases
        var groups: [String: [Int]] = [:]
        for (index, base) in bases.enumerated() { groups[base, default: []].append(index) }
        for members in groups.values where members.count > 1 {
            var folders = 1
            let maxFolders = members.map { components[$0].count - 1 }.max() ?? 0
            while true {
                for member in members {
                    let parents = components[member].dropLast().suffix(folders)
                    names[member] = (parents + [bases[member]]).joined(separator: "_")
                }
                if Set(members.map { names[$0] }).count == members.count || folders >= maxFolders { break }
                folders += 1
            }
            var seen: [String: Int] = [:]
            for member in members.sorted() {
                let count = (seen[names[member]] ?? 0) + 1
                seen[names[member]] = count
                if count > 1 { names[member] += "_\(count)" }
            }
        }
        return names.map { $0 + "+Lockstep.swift" }
    }
}
