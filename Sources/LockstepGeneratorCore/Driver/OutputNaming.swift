/// Names the files `--output-dir` writes: `<BaseName>+Lockstep.swift`.
///
/// Inputs sharing a base name are disambiguated by prefixing their parent folder names joined with `_`,
/// using the fewest trailing folders that make every name in the clash unique (`Models.swift` and
/// `Sub/Models.swift` → `Models+Lockstep.swift` and `Sub_Models+Lockstep.swift`). If paths are still
/// identical, `_2`, `_3`… are appended in argument order. Only the clashing names change, so adding an
/// unrelated file never renames another output.
public enum OutputNaming {
    /// Output file names for `paths`, in the same order.
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
