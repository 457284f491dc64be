/// `#sourceLocation` lines, which make the compiler report anything about the generated statements that follow
/// at the model's own line, in the model's own file.
enum SourceLocation {
    /// `#sourceLocation(file: "<path>", line: <line>)`: the next line is `line` of `path` (the path exactly as
    /// given to the generator, so output does not depend on the machine when paths are relative).
    static func line(path: String, line: Int, indent: String) -> String {
        "\(indent)#sourceLocation(file: \"\(escaped(path))\", line: \(line))\n"
    }

    /// `#sourceLocation()`: back to the generated file's own lines.
    static func reset(indent: String) -> String {
        "\(indent)#sourceLocation()\n"
    }

    /// `path` as the contents of a string literal. Paths almost never hold a quote or a backslash, and this
    /// runs for every generated statement, so that case returns the path itself.
    private static func escaped(_ path: String) -> String {
        guard path.utf8.contains(where: { $0 == ASCII.quote || $0 == ASCII.backslash }) else { return path }
        var escaped = ""
        for character in path {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
