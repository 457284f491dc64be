/// Deduplication of input paths: the same file given twice (`Post.swift Post.swift`, `Post.swift ./Post.swift`)
/// is generated once, or its extensions would be declared twice.
public enum InputPaths {
    /// `paths` without repeats, keeping the first spelling of each file; `identity` says which paths name the
    /// same file.
    public static func unique(_ paths: [String], identity: (String) -> String) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert(identity($0)).inserted }
    }

    /// The path with `.` and empty components removed and `..` applied where it can be, so that
    /// `./A/../Post.swift` and `Post.swift` are the same file without asking the file system.
    public static func lexicallyNormalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else if component != ".." || !isAbsolute {
                components.append(component)
            }
        }
        return (isAbsolute ? "/" : "") + components.joined(separator: "/")
    }
}
