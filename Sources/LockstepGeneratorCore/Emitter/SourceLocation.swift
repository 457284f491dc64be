/// `#sourceLocation` lines, which make the compiler report anything about the generated statements that follow
/// at the model's own line, in the model's own file.
enum SourceLocation {
    /// Appends `#sourceLocation(file: "<path>", line: <line>)`: the next line is `line` of `path` (the path
    /// exactly as given to the generator, so output does not depend on the machine when paths are relative).
    static func appendLine(path: String, line: Int, indent: String, to out: inout String) {
        out += indent
        out += "#sourceLocation(file: \""
        appendEscaped(path, to: &out)
        out += "\", line: "
        out += String(line)
        out += ")\n"
    }

    /// Appends `#sourceLocation()`: back to the generated file's own lines.
    static func appendReset(indent: String, to out: inout String) {
        out += indent
        out += "#sourceLocation()\n"
    }

    /// Appends `path` as the contents of a string literal. Paths almost never hold a quote or a backslash, and
    /// this runs for most generated statements, so that case appends the path itself.
    private static func appendEscaped(_ path: String, to out: inout String) {
        guard path.utf8.contains(where: { $0 == ASCII.quote || $0 == ASCII.backslash }) else {
            out += path
            return
        }
        for character in path {
            if character == "\\" || character == "\"" { out.append("\\") }
            out.append(character)
        }
    }
}
